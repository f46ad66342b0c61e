import { InsufficientMemoryError } from "node-llama-cpp";
import { ModelLoadError } from "../errors/ModelLoadError.ts";
import { OutOfMemoryError, type MemoryAttempt } from "../errors/OutOfMemoryError.ts";
import { TruncatedGgufError } from "../errors/TruncatedGgufError.ts";
import { UnsupportedArchitectureError } from "../errors/UnsupportedArchitectureError.ts";

/**
 * Names a load failure that `checkModelFile` did not foresee. llama.cpp throws only "Failed to
 * load model" and says why in its log; `logLines` are its messages during the load, when they
 * reached this instance (llama.cpp's log hook is process-wide).
 */
export function classifyLoadError(file: string, error: unknown, logLines: string[], attempt: MemoryAttempt): Error {
  if (error instanceof Error && (error.name === "AbortError" || error.name === "TimeoutError")) return error;
  if (error instanceof InsufficientMemoryError) return new OutOfMemoryError(attempt, error.message);
  const log = logLines.join("\n");
  const architecture = /unknown model architecture: '([^']*)'/.exec(log);
  if (architecture) return new UnsupportedArchitectureError(file, architecture[1]!);
  const bounds = /[^\n]*(not within the file bounds|unexpectedly reached end of file)[^\n]*/.exec(log);
  if (bounds) return new TruncatedGgufError(file, bounds[0].replace(/^.*error loading model: /, ""));
  const lastLlamaError = logLines.filter((line) => /error|failed/i.test(line)).at(-1);
  return new ModelLoadError(file, lastLlamaError ?? (error instanceof Error ? error.message : String(error)));
}
