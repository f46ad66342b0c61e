import type { RunFinding } from "../../../contract/runChecks.ts";

/** A finding of the run form's checks; `paperId` names the paper it is about, null for the whole run. */
export const finding = (code: string, message: string, fix: string, paperId: number | null = null): RunFinding => ({ code, message, fix, paperId });
