/** A review query selects more QAs than one answer lists: their ids are read a page at a time (review.idsPage). */
export class ReviewIdsTooManyError extends Error {
  override readonly name = "ReviewIdsTooManyError";

  constructor(max: number) {
    super(`The selection holds more than ${max.toLocaleString("en-US")} QAs, more than one answer may list: their ids are read a page at a time instead.`);
  }
}
