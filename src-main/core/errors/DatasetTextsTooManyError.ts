/** A dataset holds more texts than one answer lists: they are read a page at a time (datasets.listTextsPage). */
export class DatasetTextsTooManyError extends Error {
  override readonly name = "DatasetTextsTooManyError";

  constructor(dataset: string, max: number) {
    super(`The dataset "${dataset}" has more than ${max.toLocaleString("en-US")} texts, more than one answer may list: they are read a page at a time instead.`);
  }
}
