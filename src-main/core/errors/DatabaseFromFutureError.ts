/**
 * The library file was written by a newer Distillate. Opening it anyway could corrupt data the
 * newer schema depends on, so we refuse and say how to get out.
 */
export class DatabaseFromFutureError extends Error {
  override readonly name = "DatabaseFromFutureError";
  readonly path: string;
  readonly fileVersion: number;
  readonly appVersion: number;

  constructor(path: string, fileVersion: number, appVersion: number) {
    super(
      `The library at ${path} was written by a newer version of Distillate (schema v${fileVersion}); ` +
        `this version understands up to v${appVersion}. Update Distillate, or use another data ` +
        `directory with --data-dir.`,
    );
    this.path = path;
    this.fileVersion = fileVersion;
    this.appVersion = appVersion;
  }
}
