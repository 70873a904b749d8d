import gql from 'graphql-tag';

export const MY_INVITATIONS_QUERY = gql`
  query MyInvitations {
    myInvitations {
      id
      organizationId
      organizationName
      companyId
      companyName
      role
      invitedByName
      createdAt
    }
  }
`;

export const ANSWER_INVITATION_MUTATIONS = {
  accept: gql`
    mutation AcceptInvitation($invitationId: ID!) {
      acceptInvitation(invitationId: $invitationId)
    }
  `,
  decline: gql`
    mutation DeclineInvitation($invitationId: ID!) {
      declineInvitation(invitationId: $invitationId)
    }
  `,
};
