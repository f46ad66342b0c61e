/** A settings change that does not validate: nothing of it was stored. */
export class InvalidSettingsError extends Error {
  override readonly name = "InvalidSettingsError";
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`These settings cannot be saved: ${problems.join("; ")}. Nothing was changed.`);
    this.problems = problems;
  }
}
