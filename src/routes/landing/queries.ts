import gql from 'graphql-tag';

/** The workspace of the group an agent lands on. */
export const LANDING_AGENT_COMPANY_QUERY = gql`
  query LandingAgentCompany($id: ID!) {
    company(id: $id) {
      id
      organizationId
    }
  }
`;
