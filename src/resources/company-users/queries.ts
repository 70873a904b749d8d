import gql from 'graphql-tag';

export const COMPANY_USERS_TABLE_QUERY = gql`
  query CompanyUsersTable($filter: CompanyUserFilter!, $sorting: [CompanyUserSort!]!, $paging: OffsetPaging!) {
    companyUsers(filter: $filter, sorting: $sorting, paging: $paging) {
      totalCount
      nodes {
        id
        userId
        companyId
        organizationId
        email
        fullName
        employeeId
        joinedAt
        isDisabled
        lastLoginAt
      }
    }
  }
`;
