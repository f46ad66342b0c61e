import path from "node:path";
import type { GgufFileInfo, GgufInsights, Llama } from "node-llama-cpp";
import type { GgufMetadata } from "../../../contract/models.ts";
import { CorruptGgufError } from "../errors/CorruptGgufError.ts";
import { UnsupportedArchitectureError } from "../errors/UnsupportedArchitectureError.ts";
import { VocabularyOnlyGgufError } from "../errors/VocabularyOnlyGgufError.ts";
import { checkGgufFile } from "../gguf/checkGgufFile.ts";

export interface ReadGgufMetadataOptions {
  /**
   * Refuse files that hold a tokenizer and no weights (VocabularyOnlyGgufError). Defaults to
   * true; `models info` passes false to describe any GGUF.
   */
  requireWeights?: boolean;
  /**
   * The llama.cpp instance whose insights (architecture support, memory estimates with its GPU)
   * to use. Defaults to node-llama-cpp's slim instance: no compute backend, so no GPU.
   */
  llama?: Llama;
  /** Stops the read. Defaults to none. */
  signal?: AbortSignal;
}

/** The header facts and node-llama-cpp's insights over them (absent when llama.cpp does not load). */
export interface GgufReading {
  metadata: GgufMetadata;
  info: GgufFileInfo;
  insights: GgufInsights | undefined;
}

/**
 * Reads a GGUF model's header without loading the model: node-llama-cpp's `readGgufFileInfo`
 * reads only the metadata and tensor descriptions (a few MB at most), never the weights.
 *
 * Each way a file can be wrong gets its own error:
 * - UnreadableModelFileError, NotGgufError, CorruptGgufError, TruncatedGgufError,
 *   InvalidHyperparameterError: from our own bounded check of the header and its hyperparameters
 *   (checkGgufFile), which runs first because node-llama-cpp's reader trusts the header's lengths
 *   and counts (a damaged one ends or exhausts the process) and pads a short file with zeros
 *   instead of failing, and llama.cpp asserts on hyperparameters instead of refusing them;
 * - UnsupportedArchitectureError: asked of the llama.cpp binary itself (`isSupportedByLlamaCpp`
 *   checks the architecture against the list compiled into the bundled llama.cpp), so the answer
 *   matches what loading would do. When that binary cannot load on this machine the check is
 *   skipped; loading would fail anyway, with its own error;
 * - VocabularyOnlyGgufError: a tokenizer without weights, unless `requireWeights` is false.
 */
export async function readGgufMetadata(file: string, options: ReadGgufMetadataOptions = {}): Promise<GgufReading> {
  const absolute = path.resolve(file);
  const [checked] = await checkGgufFile(absolute);
  const fileSize = Number(checked!.identity.size);

  // node-llama-cpp (and quantizationName, which reads its enums) load on the first header read:
  // the models service is built by every command, and most never read a header.
  const [{ readGgufFileInfo, GgufInsights }, { elementCount, quantizationName }] = await Promise.all([import("node-llama-cpp"), import("./quantizationName.ts")]);
  let info: GgufFileInfo;
  try {
    info = await readGgufFileInfo(absolute, { logWarnings: false, signal: options.signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    // Our check passed, so this is a header it accepts and node-llama-cpp does not.
    throw new CorruptGgufError(absolute, "metadata", `cannot be read by the model runtime (${(error as Error).message})`);
  }
  const architecture = info.metadata?.general?.architecture as string | undefined;
  if (!architecture) throw new CorruptGgufError(absolute, "metadata", "names no model architecture (general.architecture)");

  const insights = await tryInsights(GgufInsights, info, options.llama);
  if (insights && !insights.isSupportedByLlamaCpp) throw new UnsupportedArchitectureError(absolute, architecture);

  const tensors = info.fullTensorInfo ?? info.tensorInfo ?? [];
  if (options.requireWeights !== false && tensors.length === 0) throw new VocabularyOnlyGgufError(absolute);
  const general = info.metadata.general;
  const contextLength = Number(info.architectureMetadata?.context_length);
  const chatTemplate = (info.metadata.tokenizer as { chat_template?: unknown } | undefined)?.chat_template;
  return {
    info,
    insights,
    metadata: {
      file: absolute,
      fileSize,
      name: textOrNull(general.name),
      architecture,
      parameterCount: tensors.length > 0 ? tensors.reduce((sum, tensor) => sum + elementCount(tensor), 0) : null,
      sizeLabel: textOrNull(general.size_label),
      quantization: quantizationName(general.file_type, tensors),
      contextLength: Number.isInteger(contextLength) && contextLength > 0 ? contextLength : null,
      hasChatTemplate: typeof chatTemplate === "string" && chatTemplate.trim() !== "",
      license: textOrNull(general.license),
      suggestedRole: isEmbeddingModel(info) ? "embedding" : "generator",
      ggufVersion: info.version,
      tensorCount: Number(info.totalTensorCount),
      splitParts: info.splicedParts,
    },
  };
}

/**
 * `GgufInsights.from` without a Llama uses a slim llama.cpp with no compute backend (no GPU
 * probing; ~0.4 s for the first call in a process, then nothing). Undefined when the binary
 * cannot load here.
 */
async function tryInsights(insightsOf: typeof GgufInsights, info: GgufFileInfo, llama: Llama | undefined): Promise<GgufInsights | undefined> {
  try {
    return await insightsOf.from(info, llama);
  } catch {
    return undefined;
  }
}

/**
 * Embedding models (BERT and its kin) attend both ways and pool token vectors into one; their
 * headers say so with `attention.causal = false` or a `pooling_type`.
 */
function isEmbeddingModel(info: GgufFileInfo): boolean {
  const meta = info.architectureMetadata as { pooling_type?: unknown; attention?: { causal?: unknown } } | undefined;
  return meta?.attention?.causal === false || (typeof meta?.pooling_type === "number" && meta.pooling_type > 0);
}

function textOrNull(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}
