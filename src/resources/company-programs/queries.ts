import gql from 'graphql-tag';

export const COMPANY_PROGRAMS_TABLE_QUERY = gql`
  query CompanyProgramsTable($filter: CompanyProgramFilter!, $sorting: [CompanyProgramSort!]!, $paging: OffsetPaging!) {
    companyPrograms(filter: $filter, sorting: $sorting, paging: $paging) {
      totalCount
      nodes {
        id
        companyId
        organizationId
        courseId
        title
        status2
        chaptersCount
        actionsCount
        disabled
        distributedAt
        futureDistribution
      }
    }
  }
`;

export const SET_COMPANY_PROGRAM_ENABLED_MUTATION = gql`
  mutation SetCompanyProgramEnabled($companyId: ID!, $courseId: ID!, $enabled: Boolean!) {
    setCompanyProgramEnabled(companyId: $companyId, courseId: $courseId, enabled: $enabled) {
      id
      disabled
    }
  }
`;
