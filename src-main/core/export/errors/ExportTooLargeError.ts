/** An export asked for as text in one answer (a browser download) would exceed the limit. */
export class ExportTooLargeError extends Error {
  override readonly name = "ExportTooLargeError";
  readonly maxBytes: number;

  constructor(maxBytes: number) {
    super(`This export is larger than ${Math.round(maxBytes / 1024 / 1024)} MiB, more than one download from the browser page can carry. Narrow the selection (a run, a paper, accepted QAs only), or save it to a file from the desktop app or the command line, which have no such limit.`);
    this.maxBytes = maxBytes;
  }
}
