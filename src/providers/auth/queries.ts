import gql from 'graphql-tag';

/** The signed-in user with every role list the role gates read. */
export const CURRENT_USER_QUERY = gql`
  query CurrentUser {
    me {
      id
      email
      roles
      sessionId
      profile {
        firstName
        lastName
        fullName
        imageUrl
      }
      managerOrganizations
      billingManagerOrganizations
      editorOrganizations
      editorCompanies
      editorCourses
      agentCompanies
      partnerOrganizations
      creatorInOrganizations
      memberOfOrganizations
      memberOfCompanies
    }
  }
`;
