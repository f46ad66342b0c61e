/** The library (or the papers asked within) holds no paper to answer from. */
export class NoPapersToAskError extends Error {
  override readonly name = "NoPapersToAskError";

  constructor() {
    super("There are no papers in the library to answer from yet. Import some PDFs, then ask again.");
  }
}
