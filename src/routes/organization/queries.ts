import gql from 'graphql-tag';

/** What the workspace page shows beyond its tables and form: header, tab rules, billing, palette. */
export const WORKSPACE_PAGE_QUERY = gql`
  query WorkspacePage($id: ID!) {
    organization(id: $id) {
      id
      name
      product
      disabled
      tags
      peerInvitationModeDefault
      usedLicenses
      externalUserAttributes {
        name
      }
      customPalette {
        primaryColor
        secondaryColor
        appBarBackgroundColor
      }
      billingService {
        type
        planId
        planName
        pricingType
        status
        purchasedLicenses
        maxGroups
        maxLearners
      }
    }
  }
`;

/** Named EngagementSummary on purpose: the data layer never retries this heavy query (spec 01 §7). */
export const ENGAGEMENT_SUMMARY_QUERY = gql`
  query EngagementSummary($organizationId: ID!) {
    engagementSummary(organizationId: $organizationId) {
      usersRegistered
      usersOpened
      usersStarted
      usersGraduated
      averageDiscoverRate
      averageEngagement
      averageCompletion
      graduationRate
      completedChapters
      completedActions
      minutesSpent
    }
  }
`;

export const SET_WORKSPACE_PEOPLE_DISABLED_MUTATION = gql`
  mutation SetWorkspacePeopleDisabled($organizationId: ID!, $userIds: [ID!]!, $disabled: Boolean!) {
    setOrganizationUsersDisabled(organizationId: $organizationId, userIds: $userIds, disabled: $disabled) {
      id
      isDisabled
    }
  }
`;

export const REMOVE_WORKSPACE_PERSON_MUTATION = gql`
  mutation RemoveWorkspacePerson($organizationId: ID!, $userId: ID!) {
    removeOrganizationUser(organizationId: $organizationId, userId: $userId)
  }
`;

export const CREATE_WORKSPACE_GROUP_MUTATION = gql`
  mutation CreateWorkspaceGroup($input: CreateOneCompanyInput!) {
    createOneCompany(input: $input) {
      id
      name
      companyType
      organizationId
    }
  }
`;

export const SET_WORKSPACE_GROUP_DISABLED_MUTATION = gql`
  mutation SetWorkspaceGroupDisabled($input: UpdateOneCompanyInput!) {
    updateOneCompany(input: $input) {
      id
      disabled
    }
  }
`;

export const DELETE_WORKSPACE_GROUP_MUTATION = gql`
  mutation DeleteWorkspaceGroup($input: DeleteOneCompanyInput!) {
    deleteOneCompany(input: $input) {
      id
    }
  }
`;
