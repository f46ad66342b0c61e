import fs from "node:fs";
import path from "node:path";
import type { TrialVerdict } from "./runTrial.ts";

/**
 * Endings that may come from outside the model (the OS's out-of-memory killer, a user's kill),
 * not from llama.cpp: such a trial is not remembered, so the next use tries again.
 */
const OUTSIDE_ENDINGS = new Set(["SIGKILL", "SIGTERM", "SIGINT", "SIGHUP"]);

/**
 * Trial verdicts by key: in memory for this process, and in `dir` (one small JSON file each,
 * written atomically) for every later one, so a trial is paid once per file and settings on this
 * machine. Remembered on disk: a pass, and an abort by llama.cpp (the same file stops the same
 * llama.cpp every time). A step that threw is remembered for this process only: the caller then
 * meets the same error itself, and a cause such as too little memory may pass later.
 */
export class TrialVerdicts {
  private readonly dir: string | undefined;
  private readonly memory = new Map<string, TrialVerdict>();

  /** `dir`: where verdicts are kept between processes. Defaults to none (this process only). */
  constructor(dir?: string) {
    this.dir = dir;
  }

  get(key: string): TrialVerdict | undefined {
    const known = this.memory.get(key);
    if (known || !this.dir) return known;
    try {
      const stored = JSON.parse(fs.readFileSync(this.file(key), "utf8")) as TrialVerdict;
      if (stored.kind === "passed" || (stored.kind === "aborted" && typeof stored.assertion === "string")) {
        this.memory.set(key, stored);
        return stored;
      }
    } catch {
      // Absent, unreadable or damaged: the trial runs again.
    }
    return undefined;
  }

  set(key: string, verdict: TrialVerdict): void {
    this.memory.set(key, verdict);
    const lasting = verdict.kind === "passed" || (verdict.kind === "aborted" && !OUTSIDE_ENDINGS.has(verdict.ending));
    if (!this.dir || !lasting) return;
    const target = this.file(key);
    const partial = `${target}.${process.pid}.partial`;
    try {
      fs.mkdirSync(this.dir, { recursive: true });
      fs.writeFileSync(partial, JSON.stringify(verdict));
      fs.renameSync(partial, target);
    } catch {
      // A read-only or full disk: the verdict holds for this process, and is worked out again later.
      fs.rmSync(partial, { force: true });
    }
  }

  private file(key: string): string {
    return path.join(this.dir!, `${key}.json`);
  }
}
