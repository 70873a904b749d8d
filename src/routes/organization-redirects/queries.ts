import gql from 'graphql-tag';

export const UPGRADE_TARGET_QUERY = gql`
  query UpgradeTarget($id: ID!) {
    organization(id: $id) {
      id
      product
      billingService {
        planId
        pricingType
      }
    }
  }
`;
