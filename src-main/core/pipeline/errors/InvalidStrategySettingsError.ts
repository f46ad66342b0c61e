/**
 * Strategy settings that do not validate: unknown names, or values out of their bounds. The
 * message names each problem with the setting's title and key, what exists and what is allowed,
 * so the CLI and the run form say the same thing. Nothing was stored.
 */
export class InvalidStrategySettingsError extends Error {
  override readonly name = "InvalidStrategySettingsError";
  readonly strategy: string;
  readonly problems: readonly string[];

  constructor(strategyLabel: string, strategy: string, problems: readonly string[]) {
    super(`${strategyLabel} settings are not valid: ${problems.join("; ")}. No run was started.`);
    this.strategy = strategy;
    this.problems = problems;
  }
}
