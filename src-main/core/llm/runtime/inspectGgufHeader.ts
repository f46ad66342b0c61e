import { GgufInsights, readGgufFileInfo, type Llama } from "node-llama-cpp";

export type HeaderFinding = { kind: "unreadableHeader"; reason: string } | { kind: "unsupportedArchitecture"; architecture: string } | { kind: "plausible" };

/** Big vocabulary arrays the checks below do not need: skipping them keeps the read to milliseconds. */
const IGNORED_KEYS = ["tokenizer.ggml.tokens", "tokenizer.ggml.scores", "tokenizer.ggml.token_type", "tokenizer.ggml.merges"];

/**
 * Asks the llama.cpp binary whether it runs the architecture a GGUF header names. Only for a
 * file checkGgufFile has passed: node-llama-cpp's reader trusts the header's numbers.
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
  return { kind: "plausible" };
}
