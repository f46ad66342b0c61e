import type { CliCommand } from "../CliCommand.ts";
import { dbInfoCommand } from "./dbInfo.ts";
import { doctorCommand } from "./doctor.ts";
import { importCommand } from "./import.ts";
import { papersCommand } from "./papers.ts";
import { showCommand } from "./show.ts";

/** Every CLI command; `--help` lists them in this order. */
export const commands: readonly CliCommand[] = [importCommand, papersCommand, showCommand, doctorCommand, dbInfoCommand];
