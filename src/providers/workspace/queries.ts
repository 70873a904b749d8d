import gql from 'graphql-tag';

/** The workspaces the user can open, with what the sidebar, switcher and modals need. */
export const WORKSPACES_QUERY = gql`
  query Workspaces($filter: OrganizationFilter!, $sorting: [OrganizationSort!]!, $paging: OffsetPaging!) {
    organizations(filter: $filter, sorting: $sorting, paging: $paging) {
      totalCount
      nodes {
        id
        name
        product
        disabled
        featureFlags
        billingService {
          type
          planId
          planName
          pricingType
          status
        }
      }
    }
  }
`;

export const RECORD_ANALYTICS_EVENT_MUTATION = gql`
  mutation RecordAnalyticsEvent($input: AnalyticsEventInput!) {
    recordAnalyticsEvent(input: $input)
  }
`;
