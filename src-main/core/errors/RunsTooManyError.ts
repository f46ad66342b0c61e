/** The library holds more runs than one answer lists: they are read a page at a time (runs.listRunsPage). */
export class RunsTooManyError extends Error {
  override readonly name = "RunsTooManyError";

  constructor(max: number) {
    super(`The library has more than ${max.toLocaleString("en-US")} runs, more than one answer may list: they are read a page at a time instead.`);
  }
}
