import type { CliCommand } from "../CliCommand.ts";
import { dbInfoCommand } from "./dbInfo.ts";
import { doctorCommand } from "./doctor.ts";

/** Every CLI command; `--help` lists them in this order. */
export const commands: readonly CliCommand[] = [doctorCommand, dbInfoCommand];
