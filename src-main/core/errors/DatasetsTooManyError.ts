/** The library holds more imported datasets than one answer lists: they are read a page at a time (datasets.listDatasetsPage). */
export class DatasetsTooManyError extends Error {
  override readonly name = "DatasetsTooManyError";

  constructor(max: number) {
    super(`The library has more than ${max.toLocaleString("en-US")} imported datasets, more than one answer may list: they are read a page at a time instead.`);
  }
}
