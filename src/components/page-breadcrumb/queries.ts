import gql from 'graphql-tag';

/** The group's and workspace's names for the breadcrumb of the group, learner and program pages. */
export const GROUP_CRUMB_QUERY = gql`
  query GroupCrumb($id: ID!) {
    company(id: $id) {
      id
      name
      organizationName
    }
  }
`;
