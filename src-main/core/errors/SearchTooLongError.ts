import { SEARCH_MAX_CHARS } from "../../contract/search.ts";

/** Search text longer than SEARCH_MAX_CHARS: nothing was searched. */
export class SearchTooLongError extends Error {
  override readonly name = "SearchTooLongError";
  readonly length: number;

  constructor(length: number) {
    super(`A search can be at most ${SEARCH_MAX_CHARS} characters; this one has ${length}. Search for a few distinctive words instead.`);
    this.length = length;
  }
}

/** Throws SearchTooLongError for text over the limit; undefined (no search) passes. */
export function requireSearchLength(search: string | undefined): void {
  if (search !== undefined && search.length > SEARCH_MAX_CHARS) throw new SearchTooLongError(search.length);
}
