/** A folder format asked for as one download (browser page), which carries one file. */
export class FolderFormatNotDownloadableError extends Error {
  override readonly name = "FolderFormatNotDownloadableError";

  constructor(format: string) {
    super(`The ${format} format is a folder of files and cannot be downloaded as one file from the browser page. Write it from the desktop app or the command line (distillate export --format ${format} --out <folder>).`);
  }
}
