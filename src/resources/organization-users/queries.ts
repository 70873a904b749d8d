import gql from 'graphql-tag';

export const ORGANIZATION_USERS_TABLE_QUERY = gql`
  query OrganizationUsersTable($filter: OrganizationUserFilter!, $sorting: [OrganizationUserSort!]!, $paging: OffsetPaging!) {
    organizationUsers(filter: $filter, sorting: $sorting, paging: $paging) {
      totalCount
      nodes {
        id
        userId
        organizationId
        email
        fullName
        employeeId
        joinedAt
        isDisabled
        lastLoginAt
        roles
      }
    }
  }
`;
