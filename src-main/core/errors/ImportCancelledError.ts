/**
 * A batch was cancelled by the user. The import call of that batch rejects with it; the papers
 * stored before the cancel stay, the file being read is not stored.
 */
export class ImportCancelledError extends Error {
  override readonly name = "ImportCancelledError";
  readonly batchId: string;

  constructor(batchId: string) {
    super("The import was cancelled: the papers imported before the cancel stay in the library, the rest were not read.");
    this.batchId = batchId;
  }
}
