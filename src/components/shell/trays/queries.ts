import gql from 'graphql-tag';

export const TRAYS_QUERY = gql`
  query Trays {
    myExports {
      exportId
      filename
      status
      percentDone
      fileUrl
      createdAt
    }
    myFileImports {
      id
      fileName
      progress
      status
      errors
      createdAt
    }
  }
`;

export const EXPORT_CHANGED_SUBSCRIPTION = gql`
  subscription ExportChanged {
    exportChanged {
      exportId
      filename
      status
      percentDone
      fileUrl
      createdAt
    }
  }
`;

export const FILE_IMPORT_CHANGED_SUBSCRIPTION = gql`
  subscription FileImportChanged {
    fileImportChanged {
      id
      fileName
      progress
      status
      errors
      createdAt
    }
  }
`;

export const REMOVE_EXPORT_MUTATION = gql`
  mutation RemoveExport($exportId: ID!) {
    removeExport(exportId: $exportId)
  }
`;

export const REMOVE_FILE_IMPORT_MUTATION = gql`
  mutation RemoveFileImport($id: ID!) {
    removeFileImport(id: $id)
  }
`;
