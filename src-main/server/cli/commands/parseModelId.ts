import { UsageError } from "../CliCommand.ts";

/** The one positional argument of `models remove <id>`, as a positive whole number. */
export function parseModelId(positionals: string[]): number {
  const [id, extra] = positionals;
  if (id === undefined || extra !== undefined || !/^[1-9]\d*$/.test(id)) {
    throw new UsageError('Name one model by its id (a positive whole number; "distillate models list" shows them).');
  }
  return Number(id);
}
