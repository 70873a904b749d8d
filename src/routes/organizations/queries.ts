import gql from 'graphql-tag';

/** The people of one workspace with their roles; the drawer keeps the admins (managers). */
export const WORKSPACE_ADMINS_QUERY = gql`
  query WorkspaceAdmins($organizationId: ID!) {
    organizationUsers(filter: { organizationId: { eq: $organizationId } }, paging: { limit: 1000 }, sorting: [{ field: fullName, direction: ASC }]) {
      nodes {
        id
        userId
        email
        fullName
        roles
      }
    }
  }
`;

export const ADD_WORKSPACE_ADMIN_MUTATION = gql`
  mutation AddWorkspaceAdmin($organizationId: ID!, $email: String!) {
    addWorkspaceAdmin(organizationId: $organizationId, email: $email)
  }
`;

export const REMOVE_WORKSPACE_ADMIN_MUTATION = gql`
  mutation RemoveWorkspaceAdmin($organizationId: ID!, $userId: ID!) {
    removeWorkspaceAdmin(organizationId: $organizationId, userId: $userId)
  }
`;
