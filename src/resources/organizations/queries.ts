import gql from 'graphql-tag';

export const ORGANIZATIONS_TABLE_QUERY = gql`
  query OrganizationsTable($filter: OrganizationFilter!, $sorting: [OrganizationSort!]!, $paging: OffsetPaging!) {
    organizations(filter: $filter, sorting: $sorting, paging: $paging) {
      totalCount
      nodes {
        id
        name
        product
        disabled
        usedLicenses
        countryCode
        createdAt
        billingService {
          planName
          status
        }
      }
    }
  }
`;

export const ORGANIZATION_SETTINGS_QUERY = gql`
  query OrganizationSettings($id: ID!) {
    organization(id: $id) {
      id
      name
      clientCode
      countryCode
      contact
      contactEmail
      certificateSigner
      emailFromName
      emailReplyTo
      language
      peerInvitationModeDefault
      employeeIdRequiredDefault
      employeeIdName
      membersListEnabledDefault
      wallDisabledDefault
      allowUserAnonymity
      customPalette {
        primaryColor
        secondaryColor
        appBarBackgroundColor
      }
    }
  }
`;

export const UPDATE_ORGANIZATION_SETTINGS_MUTATION = gql`
  mutation UpdateOrganizationSettings($input: UpdateOneOrganizationInput!) {
    updateOneOrganization(input: $input) {
      id
      name
      clientCode
      countryCode
      contact
      contactEmail
      certificateSigner
      emailFromName
      emailReplyTo
      language
      peerInvitationModeDefault
      employeeIdRequiredDefault
      employeeIdName
      membersListEnabledDefault
      wallDisabledDefault
      allowUserAnonymity
      customPalette {
        primaryColor
        secondaryColor
        appBarBackgroundColor
      }
    }
  }
`;
