import gql from 'graphql-tag';

export const USERS_TABLE_QUERY = gql`
  query UsersTable($filter: UserFilter!, $sorting: [UserSort!]!, $paging: OffsetPaging!) {
    users(filter: $filter, sorting: $sorting, paging: $paging) {
      totalCount
      nodes {
        id
        email
        fullName
        roles
        emailVerified
        lastLoginAt
        createdAt
      }
    }
  }
`;

export const USER_PROFILE_QUERY = gql`
  query UserProfile($id: ID!) {
    user(id: $id) {
      id
      email
      fullName
      firstName
      lastName
      roles
      timezone
      language
      emailVerified
      lastLoginAt
      createdAt
      profile {
        imageUrl
      }
    }
  }
`;
