import gql from 'graphql-tag';

export const PARTNERS_TABLE_QUERY = gql`
  query PartnersTable($filter: PartnerFilter!, $sorting: [PartnerSort!]!, $paging: OffsetPaging!) {
    partners(filter: $filter, sorting: $sorting, paging: $paging) {
      totalCount
      nodes {
        id
        userId
        organizationId
        email
        fullName
        organizationName
      }
    }
  }
`;
