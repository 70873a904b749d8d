import gql from 'graphql-tag';

/** A learner's groups in one workspace with their engagement (spec 02 §2 tables). */
export const LEARNER_GROUPS_QUERY = gql`
  query LearnerGroups($organizationId: ID!, $userId: ID!) {
    userGroupEngagements(organizationId: $organizationId, userId: $userId) {
      companyId
      organizationId
      companyName
      isDisabled
      programsCount
      minutesSpent
      numOfCompletedChapters
      avgCompletion
    }
  }
`;
