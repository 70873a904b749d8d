import gql from 'graphql-tag';

export const COMPANIES_TABLE_QUERY = gql`
  query CompaniesTable($filter: CompanyFilter!, $sorting: [CompanySort!]!, $paging: OffsetPaging!) {
    companies(filter: $filter, sorting: $sorting, paging: $paging) {
      totalCount
      nodes {
        id
        name
        organizationId
        organizationName
        companyType
        disabled
        usersCount
        programsCount
        tags
        forbidManualEdit
        createdAt
      }
    }
  }
`;

export const COMPANY_SETTINGS_QUERY = gql`
  query CompanySettings($id: ID!) {
    company(id: $id) {
      id
      name
      groupName
      contact
      contactEmail
      certificateSigner
      peerInvitationMode
      employeeIdRequired
      membersListEnabled
      wallDisabled
      greetingsDisabled
      weeklyScoresEmailDisabled
    }
  }
`;

export const UPDATE_COMPANY_SETTINGS_MUTATION = gql`
  mutation UpdateCompanySettings($input: UpdateOneCompanyInput!) {
    updateOneCompany(input: $input) {
      id
      name
      groupName
      contact
      contactEmail
      certificateSigner
      peerInvitationMode
      employeeIdRequired
      membersListEnabled
      wallDisabled
      greetingsDisabled
      weeklyScoresEmailDisabled
    }
  }
`;
