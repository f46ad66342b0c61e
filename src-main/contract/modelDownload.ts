import { z } from "zod";
import { ModelInfoSchema } from "./models.ts";

// Downloading a model into the registry: the progress a transport forwards, the options and the
// result (strict, as in models.ts, since `models download --json` prints the result).

export const DownloadProgressSchema = z.strictObject({
  uri: z.string(),
  /** "resolving" (finding the file for an `hf:` URI), "downloading", "verifying" (sha256), "registering". */
  phase: z.enum(["resolving", "downloading", "verifying", "registering"]),
  bytesDone: z.number().int().nonnegative(),
  /** 0 until the server has said how big the file is. */
  totalBytes: z.number().int().nonnegative(),
  /** Bytes already on disk from an interrupted earlier attempt. */
  resumedFromBytes: z.number().int().nonnegative(),
});
export type DownloadProgress = z.infer<typeof DownloadProgressSchema>;

export const DownloadModelOptionsSchema = z.strictObject({
  /** The file's expected sha256 (64 hex digits); a mismatch deletes the file. Defaults to no check. */
  expectedSha256: z.string().regex(/^[0-9a-fA-F]{64}$/).optional(),
  /** Name in the registry. Defaults to the file name without `.gguf`. */
  name: z.string().min(1).optional(),
});

export type DownloadModelOptions = z.infer<typeof DownloadModelOptionsSchema> & {
  /** Called as bytes arrive, in this process only. Defaults to none. */
  onProgress?: (progress: DownloadProgress) => void;
  /** Pauses the download: the partial file stays for the next attempt to resume. Defaults to none. */
  signal?: AbortSignal;
};

export const DownloadModelResultSchema = z.strictObject({
  model: ModelInfoSchema,
  /** "already-registered" when this URI's file was downloaded and registered before. */
  status: z.enum(["added", "already-registered"]),
  /** Bytes that an earlier, interrupted attempt had already fetched. */
  resumedFromBytes: z.number().int().nonnegative(),
  /** True when `expectedSha256` was given and matched. */
  sha256Verified: z.boolean(),
});
export type DownloadModelResult = z.infer<typeof DownloadModelResultSchema>;
