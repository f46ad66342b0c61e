/** The library holds more papers than one answer lists: they are read a page at a time (library.listPapersPage). */
export class PapersTooManyError extends Error {
  override readonly name = "PapersTooManyError";

  constructor(max: number) {
    super(`The library has more than ${max.toLocaleString("en-US")} papers, more than one answer may list: they are read a page at a time instead.`);
  }
}
