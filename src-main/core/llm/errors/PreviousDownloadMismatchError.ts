/**
 * A URI downloaded and registered before whose file does not have the sha256 asked for now. The
 * registered file is left alone: removing the model with its file lets the download run again.
 */
export class PreviousDownloadMismatchError extends Error {
  override readonly name = "PreviousDownloadMismatchError";
  readonly uri: string;
  readonly modelId: number;

  constructor(uri: string, modelId: number, actual: string | null, expected: string) {
    super(
      `${uri} was downloaded before (model #${modelId}) and that file's sha256 is ${actual ?? "unknown"}, not ${expected}. ` +
        `Remove that model together with its file, then download it again.`,
    );
    this.uri = uri;
    this.modelId = modelId;
  }
}
