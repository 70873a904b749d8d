import gql from 'graphql-tag';

export const CREATE_FREE_WORKSPACE_MUTATION = gql`
  mutation CreateFreeWorkspace($organizationName: String) {
    createFreeWorkspace(organizationName: $organizationName) {
      id
      name
    }
  }
`;
