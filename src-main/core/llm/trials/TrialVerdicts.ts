import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { readRegularFile } from "../../files/readRegularFile.ts";
import { besideName } from "../../files/replaceFile.ts";
import { installSecret, signWith, verifySignature } from "../../system/installSecret.ts";
import type { TrialVerdict } from "./runTrial.ts";
import type { TrialStep } from "./trialProtocol.ts";

/**
 * Endings that may come from outside the model (the OS's out-of-memory killer, a user's kill),
 * not from llama.cpp: such a trial is not remembered, so the next use tries again.
 */
const OUTSIDE_ENDINGS = new Set(["SIGKILL", "SIGTERM", "SIGINT", "SIGHUP"]);
/** What the HMACs of kept verdicts are for: a signature made for anything else never passes. */
const NAME_PURPOSE = "model trial verdict name";
const VERDICT_PURPOSE = "model trial verdict";
/** A kept verdict is a few hundred bytes; anything larger is not one of ours. */
const MAX_VERDICT_BYTES = 16 * 1024;

/** What a verdict is bound to: the file judged (header fingerprint, size), the llama.cpp build, the trial and its settings. */
export interface TrialFacts {
  trial: number;
  fingerprint: string;
  size: number;
  build: string;
  settings: Record<string, unknown>;
}

export interface TrialVerdictsOptions {
  /** Where verdicts are kept between processes: the cache folder, which others may be able to write. Defaults to none (this process only). */
  dir?: string;
  /**
   * Where this installation's secret is kept (the data folder, this user's only): each kept verdict
   * carries an HMAC under it. Defaults to none, and then nothing is kept between processes.
   */
  secretDir?: string;
}

/** One kept verdict, as written: the facts and the verdict as the exact text the HMAC covers. */
interface KeptVerdict {
  facts: string;
  verdict: string;
  mac: string;
}

/**
 * Trial verdicts: in memory for this process, and in `dir` (one small JSON file each, written
 * atomically) for every later one, so a trial is paid once per file and settings on this
 * machine. Remembered on disk: a pass, and an abort by llama.cpp (the same file stops the same
 * llama.cpp every time). A step that threw is remembered for this process only: the caller then
 * meets the same error itself, and a cause such as too little memory may pass later.
 *
 * A kept verdict decides whether a file is loaded into this process, where a file llama.cpp
 * aborts on ends the app; and the cache folder is one that others (or a cleaner) may write. So
 * each kept verdict names the facts it was reached on and carries an HMAC of them and of itself
 * under the installation's secret, and its file name is an HMAC of the facts too. One that is
 * edited, truncated, written by hand, copied from another file's or another installation's, or
 * is not a regular file (a FIFO, a device, a link) counts as absent: the file is tried again, in
 * a child process. A cache folder that cannot be read or written means the same.
 */
export class TrialVerdicts {
  private readonly dir: string | undefined;
  private readonly secretDir: string | undefined;
  private readonly memory = new Map<string, TrialVerdict>();

  constructor(options: TrialVerdictsOptions = {}) {
    this.dir = options.dir;
    this.secretDir = options.secretDir;
  }

  async get(facts: TrialFacts): Promise<TrialVerdict | undefined> {
    const text = JSON.stringify(facts);
    const known = this.memory.get(memoryKey(text));
    if (known) return known;
    const place = this.place(text);
    if (!place) return undefined;
    let kept: Partial<KeptVerdict>;
    try {
      // Without following a link, without blocking on a FIFO, never more than a verdict's size.
      const bytes = await readRegularFile(place.file, { maxBytes: MAX_VERDICT_BYTES, noFollow: true });
      kept = JSON.parse(bytes.toString("utf8")) as Partial<KeptVerdict>;
    } catch {
      return undefined;
    }
    if (!kept || typeof kept !== "object" || kept.facts !== text || typeof kept.verdict !== "string") return undefined;
    if (!verifySignature(place.secret, VERDICT_PURPOSE, signed(kept.facts, kept.verdict), kept.mac)) return undefined;
    const verdict = lastingVerdict(kept.verdict);
    if (verdict) this.memory.set(memoryKey(text), verdict);
    return verdict;
  }

  async set(facts: TrialFacts, verdict: TrialVerdict): Promise<void> {
    const text = JSON.stringify(facts);
    this.memory.set(memoryKey(text), verdict);
    const lasting = verdict.kind === "passed" || (verdict.kind === "aborted" && !OUTSIDE_ENDINGS.has(verdict.ending));
    const place = lasting ? this.place(text) : undefined;
    if (!place) return;
    const verdictText = JSON.stringify(verdict);
    const kept: KeptVerdict = { facts: text, verdict: verdictText, mac: signWith(place.secret, VERDICT_PURPOSE, signed(text, verdictText)) };
    // A name no one can have planted a link or a FIFO at beforehand, created exclusively, then
    // renamed over whatever is at the verdict's name (a rename replaces a link, never follows it).
    const partial = besideName(place.file);
    try {
      await fs.promises.mkdir(path.dirname(place.file), { recursive: true, mode: 0o700 });
      await fs.promises.writeFile(partial, JSON.stringify(kept), { flag: "wx", mode: 0o600 });
      await fs.promises.rename(partial, place.file);
    } catch {
      // A read-only or full disk, or a file where the folder should be: the verdict holds for
      // this process, and the file is tried again by the next one.
      await fs.promises.rm(partial, { force: true }).catch(() => undefined);
    }
  }

  /** Where a verdict on `facts` is kept and the secret that signs it; undefined when verdicts are not kept, or the secret cannot be had. */
  private place(facts: string): { file: string; secret: Buffer } | undefined {
    if (!this.dir || !this.secretDir) return undefined;
    let secret: Buffer;
    try {
      secret = installSecret(this.secretDir);
    } catch {
      return undefined;
    }
    // Named by an HMAC of the facts: two installations sharing a cache folder keep one each.
    return { file: path.join(this.dir, `${signWith(secret, NAME_PURPOSE, facts).slice(0, 40)}.json`), secret };
  }
}

function memoryKey(facts: string): string {
  return createHash("sha256").update(facts).digest("hex");
}

function signed(facts: string, verdict: string): string {
  return `${facts}\n${verdict}`;
}

/** The verdict a kept text holds, when it is one that is kept (a pass, or an abort with its words). */
function lastingVerdict(text: string): TrialVerdict | undefined {
  let value: { kind?: unknown; step?: unknown; assertion?: unknown; ending?: unknown } | null;
  try {
    value = JSON.parse(text) as typeof value;
  } catch {
    return undefined;
  }
  if (value?.kind === "passed") return { kind: "passed" };
  if (value?.kind === "aborted" && typeof value.step === "string" && typeof value.assertion === "string" && typeof value.ending === "string") {
    return { kind: "aborted", step: value.step as TrialStep, assertion: value.assertion, ending: value.ending };
  }
  return undefined;
}
