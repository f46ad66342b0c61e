import type { MethodName } from "./methods.ts";
import { currentMethodName } from "./renamedMethods.ts";

/**
 * How large one call may be, per method: checked on the raw body before it is parsed (the HTTP
 * server, server/http/scanJsonBody.ts) and on the arguments before they are validated (every
 * transport, invokeService). A call's arguments are small except where a use needs more (whole
 * PDFs uploaded, a bulk review of 100,000 QAs and its undo, a list of files to import); without
 * these limits a 24 MB body of tiny items took gigabytes before the schema refused it.
 */
export interface CallLimits {
  /** The request body over HTTP, in bytes. */
  bodyBytes: number;
  /** JSON values in the arguments at any depth (array items and object members each count one). */
  values: number;
  /** Items in any one array. */
  arrayItems: number;
  /** Characters in any one string (a string's JSON text over HTTP: up to 4 bytes each). */
  stringChars: number;
}

const MiB = 1024 * 1024;

/** Every method not named below: a few ids, a query, a form's fields. */
export const DEFAULT_CALL_LIMITS: CallLimits = { bodyBytes: MiB, values: 20_000, arrayItems: 10_000, stringChars: 100_000 };

/** As many ids as a bulk review action takes (review.bulkDecide's schema says 100,000), or the papers of a large library; two such lists in one query. */
const ID_LIST: Partial<CallLimits> = { bodyBytes: 4 * MiB, values: 250_000, arrayItems: 100_000 };

const OVERRIDES: { [M in MethodName]?: Partial<CallLimits> } = {
  // PDFs travel inside the body (base64, a third larger): a 190 MB paper still fits.
  "imports.upload": { bodyBytes: 256 * MiB, stringChars: 256 * MiB },
  // Paths picked in a file dialog or typed (a folder counts as one), each at most a path's 4,096 bytes.
  "imports.importPapers": { bodyBytes: 8 * MiB, stringChars: 4_096 },
  "review.bulkDecide": ID_LIST,
  // The undo of a bulk action: each QA's earlier review state (a dozen fields, corrections included).
  "review.restore": { bodyBytes: 64 * MiB, values: 1_500_000, arrayItems: 100_000 },
  "judge.evaluate": ID_LIST,
  "judge.evaluatePreview": ID_LIST,
  // Every paper of a large library: a run over them, or a review query or export narrowed to them.
  "runs.startRun": ID_LIST,
  "runs.checkRun": ID_LIST,
  "library.browse": ID_LIST,
  "review.query": ID_LIST,
  "review.ids": ID_LIST,
  "review.idsPage": ID_LIST,
  "review.counts": ID_LIST,
  "review.total": ID_LIST,
  "review.agreement": ID_LIST,
  "report.build": ID_LIST,
  "export.countExport": ID_LIST,
  "export.exportPreview": ID_LIST,
  "export.exportContent": ID_LIST,
  "export.exportDataset": ID_LIST,
  // A prompt typed to try a model may be as long as a large context.
  "llm.generateTest": { bodyBytes: 4 * MiB, stringChars: 1_000_000 },
};

/** The limits of `method`, or of the method an old name now calls (the defaults for a name that is no method: it is refused anyway). */
export function callLimitsOf(method: string): CallLimits {
  return { ...DEFAULT_CALL_LIMITS, ...(OVERRIDES as Record<string, Partial<CallLimits> | undefined>)[currentMethodName(method) ?? method] };
}

/** A call over one of its limits; sent back as {name, message}, and over HTTP as a 413 when found before parsing. */
export class CallTooLargeError extends Error {
  override readonly name = "CallTooLargeError";
}

/** "1 MiB", "100,000": limits as a person reads them. */
export function describeBytes(bytes: number): string {
  return bytes >= MiB ? `${(bytes / MiB).toLocaleString("en", { maximumFractionDigits: 1 })} MiB` : `${bytes.toLocaleString("en")} bytes`;
}

/**
 * Refuses arguments over `method`'s limits (CallTooLargeError naming the limit and where it was
 * passed), walking them once and stopping at the first excess, so what is counted is bounded by
 * the limits, not by the arguments.
 */
export function checkCallSize(method: string, args: unknown): void {
  const limits = callLimitsOf(method);
  const tooManyValues = () => new CallTooLargeError(`${method} takes at most ${limits.values.toLocaleString("en")} values in its arguments; these hold more.`);
  let values = 0;
  const pending: [unknown, string][] = [[args, "args"]];
  while (pending.length > 0) {
    const [value, at] = pending.pop()!;
    if (++values > limits.values) throw tooManyValues();
    if (typeof value === "string") {
      if (value.length > limits.stringChars) throw new CallTooLargeError(`${method} takes strings of at most ${limits.stringChars.toLocaleString("en")} characters; ${at} has ${value.length.toLocaleString("en")}.`);
    } else if (Array.isArray(value)) {
      if (value.length > limits.arrayItems) throw new CallTooLargeError(`${method} takes lists of at most ${limits.arrayItems.toLocaleString("en")} items; ${at} has ${value.length.toLocaleString("en")}.`);
      if (values + pending.length + value.length > limits.values) throw tooManyValues();
      for (let i = value.length - 1; i >= 0; i--) pending.push([value[i], `${at}.${i}`]);
    } else if (typeof value === "object" && value !== null && !(value instanceof Uint8Array)) {
      const keys = Object.keys(value);
      if (values + pending.length + keys.length > limits.values) throw tooManyValues();
      for (const key of keys) pending.push([(value as Record<string, unknown>)[key], `${at}.${key}`]);
    }
  }
}
