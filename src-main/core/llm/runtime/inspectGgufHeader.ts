import fs from "node:fs";
import { GgufInsights, readGgufFileInfo, type Llama } from "node-llama-cpp";

export type HeaderFinding =
  | { kind: "unreadableHeader"; reason: string }
  | { kind: "unsupportedArchitecture"; architecture: string }
  | { kind: "truncated"; bytes: number; expectedBytes: number }
  | { kind: "plausible" };

/** Big vocabulary arrays the checks below do not need: skipping them keeps the read to milliseconds. */
const IGNORED_KEYS = ["tokenizer.ggml.tokens", "tokenizer.ggml.scores", "tokenizer.ggml.token_type", "tokenizer.ggml.merges"];

/**
 * Reads a GGUF file's header (not its weights) for what would make llama.cpp fail: an
 * architecture it cannot run, or a file shorter than its header's tensor table says.
 */
export async function inspectGgufHeader(file: string, llama: Llama): Promise<HeaderFinding> {
  let info: Awaited<ReturnType<typeof readGgufFileInfo>>;
  try {
    info = await readGgufFileInfo(file, { logWarnings: false, spliceSplitFiles: false, sourceType: "filesystem", ignoreKeys: IGNORED_KEYS });
  } catch (error) {
    return { kind: "unreadableHeader", reason: (error as Error).message };
  }
  const insights = await GgufInsights.from(info, llama);
  const architecture = info.metadata?.general?.architecture ?? "";
  if (!insights.isSupportedByLlamaCpp) return { kind: "unsupportedArchitecture", architecture: String(architecture) || "(none)" };
  // modelSize spans the tensor data section, which starts where the header info ends.
  if (info.infoEndOffset !== undefined) {
    const bytes = fs.statSync(file).size;
    const expectedBytes = info.infoEndOffset + insights.modelSize;
    if (bytes < expectedBytes) return { kind: "truncated", bytes, expectedBytes };
  }
  return { kind: "plausible" };
}
