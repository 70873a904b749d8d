import gql from 'graphql-tag';

/** A program's sessions (chapters), in order. */
export const PROGRAM_SESSIONS_QUERY = gql`
  query ProgramSessions($filter: ChapterFilter!, $sorting: [ChapterSort!]!, $paging: OffsetPaging!) {
    chapters(filter: $filter, sorting: $sorting, paging: $paging) {
      totalCount
      nodes {
        id
        courseId
        order
        title
        description
      }
    }
  }
`;

/** One session's actions (content steps), in order. */
export const SESSION_ACTIONS_QUERY = gql`
  query SessionActions($filter: ActionFilter!, $sorting: [ActionSort!]!, $paging: OffsetPaging!) {
    actions(filter: $filter, sorting: $sorting, paging: $paging) {
      totalCount
      nodes {
        id
        chapterId
        order
        title
        contentType
      }
    }
  }
`;
