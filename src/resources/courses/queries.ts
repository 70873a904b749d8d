import gql from 'graphql-tag';

export const COURSES_TABLE_QUERY = gql`
  query CoursesTable($filter: CourseFilter!, $sorting: [CourseSort!]!, $paging: OffsetPaging!) {
    courses(filter: $filter, sorting: $sorting, paging: $paging) {
      totalCount
      nodes {
        id
        title
        status2
        difficulty
        category
        chaptersCount
        actionsCount
        published
        type
        organizationId
        updatedAt
      }
    }
  }
`;

export const COURSE_DETAILS_QUERY = gql`
  query CourseDetails($id: ID!) {
    course(id: $id) {
      id
      title
      tagline
      description
      status2
      published
      difficulty
      category
      type
      chaptersCount
      actionsCount
      interactionTime
      graduationGrade
      passingGrade
      chaptersUnlocked
      manualReviews
      hasAssessments
      curatorName
      organizationId
      updatedAt
    }
  }
`;

export const COURSE_STATUS_QUERY = gql`
  query CourseStatus($id: ID!) {
    course(id: $id) {
      id
      title
      status2
      published
    }
  }
`;

export const UPDATE_COURSE_STATUS_MUTATION = gql`
  mutation UpdateCourseStatus($input: UpdateOneCourseInput!) {
    updateOneCourse(input: $input) {
      id
      title
      status2
      published
    }
  }
`;
