/** The filter-only field a list's search box filters on. */
export const SEARCH_FIELD = 'searchText';
