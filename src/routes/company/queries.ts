import gql from 'graphql-tag';

/** The group page's header and the facts its edit rules read (spec 02 §5). */
export const GROUP_PAGE_QUERY = gql`
  query GroupPage($id: ID!) {
    company(id: $id) {
      id
      name
      organizationId
      organizationName
      companyType
      tags
      disabled
      forbidManualEdit
      forbidManualEditAllowCourseEdit
      usersCount
      programsCount
    }
  }
`;

/** The group's engagement summary (spec 02 §3). */
export const GROUP_ENGAGEMENT_SUMMARY_QUERY = gql`
  query GroupEngagementSummary($organizationId: ID!, $companyId: ID) {
    engagementSummary(organizationId: $organizationId, companyId: $companyId) {
      usersRegistered
      usersOpened
      usersStarted
      usersGraduated
      averageCompletion
      averageEngagement
      graduationRate
      completedChapters
      minutesSpent
    }
  }
`;

/** The group named in breadcrumbs of the pages under it (program, learner). */

export const ADD_COMPANY_USERS_MUTATION = gql`
  mutation AddCompanyUsers($input: AddCompanyUsersInput!) {
    addCompanyUsers(input: $input) {
      added
      invited
      alreadyMembers
    }
  }
`;

export const REMOVE_COMPANY_USER_MUTATION = gql`
  mutation RemoveCompanyUser($input: ToggleCompanyUserInput!) {
    toggleCompanyUser(input: $input) {
      key
      addRemove
    }
  }
`;

export const SET_COMPANY_USER_DISABLED_MUTATION = gql`
  mutation SetCompanyUserDisabled($companyId: ID!, $userId: ID!, $disabled: Boolean!) {
    setCompanyUserDisabled(companyId: $companyId, userId: $userId, disabled: $disabled) {
      id
      isDisabled
    }
  }
`;

/** Switches a program on or off in a group (its programs tab). */
export const SET_COMPANY_PROGRAM_ENABLED_MUTATION = gql`
  mutation SetCompanyProgramEnabled($companyId: ID!, $courseId: ID!, $enabled: Boolean!) {
    setCompanyProgramEnabled(companyId: $companyId, courseId: $courseId, enabled: $enabled) {
      id
      disabled
    }
  }
`;
