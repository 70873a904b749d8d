import gql from 'graphql-tag';

export const AUTH_CHANGES_SUBSCRIPTION = gql`
  subscription AuthChanges {
    listenToAuthChanges {
      status
      userId
      tokenId
      reasonCode
      reasonMsg
    }
  }
`;

export const USER_CHANGES_SUBSCRIPTION = gql`
  subscription UserChanges($userId: ID!) {
    listenUserChanges(userId: $userId) {
      id
      managerOrganizations
      agentCompanies
    }
  }
`;
