/** A password was given for a file the import report no longer holds (its batch was cleared, or the app restarted). */
export class ImportEntryNotFoundError extends Error {
  override readonly name = "ImportEntryNotFoundError";
  readonly batchId: string;
  readonly index: number;

  constructor(batchId: string, index: number) {
    super("That file is no longer in the list of recent imports (it was cleared, or the app was restarted). Import it again to give its password.");
    this.batchId = batchId;
    this.index = index;
  }
}
