import fs from "node:fs";
import { GgufInsights, readGgufFileInfo, type Llama } from "node-llama-cpp";

export type HeaderFinding =
  | { kind: "unreadableHeader"; reason: string }
  | { kind: "unsupportedArchitecture"; architecture: string }
  | { kind: "truncated"; bytes: number; expectedBytes: number }
  | { kind: "plausible" };

/**
 * Reads a GGUF file's header (not its weights) to explain a failed load: an architecture this
 * llama.cpp cannot run, or a file shorter than its header's tensor table says. Used after the
 * fact because llama.cpp's own explanation arrives only in its log, which is process-wide and
 * may be routed to another llama instance.
 */
export async function inspectGgufHeader(file: string, llama: Llama): Promise<HeaderFinding> {
  let info: Awaited<ReturnType<typeof readGgufFileInfo>>;
  try {
    info = await readGgufFileInfo(file, { logWarnings: false, spliceSplitFiles: false, sourceType: "filesystem" });
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
