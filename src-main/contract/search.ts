// What a person may type into a search box (review table, library). Longer text is no search
// anyone types: it is refused with SearchTooLongError before it reaches SQLite, and the search
// boxes stop at this length.

/** The longest search text, in characters, that the review and library searches accept. */
export const SEARCH_MAX_CHARS = 500;
