import fs from "node:fs";
import path from "node:path";
import { GgufInsights, readGgufFileInfo, type GgufFileInfo, type Llama } from "node-llama-cpp";
import type { GgufMetadata } from "../../../contract/models.ts";
import { describeFsError } from "../../documents/describeFsError.ts";
import { NotGgufError } from "../errors/NotGgufError.ts";
import { TruncatedGgufError } from "../errors/TruncatedGgufError.ts";
import { UnreadableModelFileError } from "../errors/UnreadableModelFileError.ts";
import { UnsupportedArchitectureError } from "../errors/UnsupportedArchitectureError.ts";
import { VocabularyOnlyGgufError } from "../errors/VocabularyOnlyGgufError.ts";
import { describeNonGguf } from "./describeNonGguf.ts";
import { elementCount, quantizationName } from "./quantizationName.ts";

/** Magic, version, tensor count and metadata count: what every GGUF starts with. */
const GGUF_FIXED_HEADER_BYTES = 24;

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
 * - NotGgufError: no "GGUF" magic (the reader would happily parse anything else);
 * - TruncatedGgufError: the reader pads a short file with zeros instead of failing, so a header
 *   cut short parses into garbage that ends past the end of the file; and a file shorter than
 *   its header plus the tensor data the header describes was cut in the weights;
 * - UnsupportedArchitectureError: asked of the llama.cpp binary itself (`isSupportedByLlamaCpp`
 *   checks the architecture against the list compiled into the bundled llama.cpp), so the answer
 *   matches what loading would do. When that binary cannot load on this machine the check is
 *   skipped; loading would fail anyway, with its own error.
 */
export async function readGgufMetadata(file: string, options: ReadGgufMetadataOptions = {}): Promise<GgufReading> {
  const absolute = path.resolve(file);
  const fileSize = statFile(absolute);
  const head = readHead(absolute, 512);
  if (head.length < 4 || new TextDecoder("latin1").decode(head.subarray(0, 4)) !== "GGUF") {
    throw new NotGgufError(absolute, describeNonGguf(head));
  }
  if (fileSize < GGUF_FIXED_HEADER_BYTES) {
    throw new TruncatedGgufError(absolute, `it has ${fileSize} bytes, fewer than the ${GGUF_FIXED_HEADER_BYTES} of a GGUF header's fixed part`);
  }

  let info: GgufFileInfo;
  try {
    info = await readGgufFileInfo(absolute, { logWarnings: false, signal: options.signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    // After a valid magic, the parser fails only on bytes that are not a header: in practice the
    // zeros it reads past the end of a cut file.
    throw new TruncatedGgufError(absolute, `its header cannot be read (${(error as Error).message})`);
  }
  // infoEndOffset includes the padding up to the (aligned) tensor data, which a file without
  // tensors does not carry: only an end beyond that padding proves a cut.
  const alignment = Number(info.metadata?.general?.alignment ?? 32);
  if (info.infoEndOffset !== undefined && info.infoEndOffset - alignment >= fileSize) {
    throw new TruncatedGgufError(absolute, `its header alone needs about ${count(info.infoEndOffset)} bytes and the file has ${count(fileSize)}`);
  }
  const architecture = info.metadata?.general?.architecture as string | undefined;
  if (!architecture) throw new TruncatedGgufError(absolute, "its header names no model architecture");

  const insights = await tryInsights(info, options.llama);
  checkTensorDataPresent(absolute, fileSize, info, insights);
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
 * A weights section shorter than the header describes is the classic interrupted download. The
 * tensors' extent needs the size of each ggml type, which node-llama-cpp's insights know
 * (`modelSize` counts from the start of the data section to the end of the last tensor). Split
 * models are skipped: their weights are spread over files that this one does not include.
 */
function checkTensorDataPresent(file: string, fileSize: number, info: GgufFileInfo, insights: GgufInsights | undefined): void {
  const first = info.tensorInfo?.[0];
  if (!insights || !first || info.splicedParts > 1) return;
  const dataStart = Number(BigInt(first.fileOffset) - BigInt(first.offset));
  const needed = dataStart + insights.modelSize;
  if (fileSize < needed) {
    const share = Math.floor((fileSize / needed) * 100);
    throw new TruncatedGgufError(file, `only ${count(fileSize)} of the ${count(needed)} bytes its header describes are there, ${share}%`);
  }
}

/**
 * `GgufInsights.from` without a Llama uses a slim llama.cpp with no compute backend (no GPU
 * probing; ~0.4 s for the first call in a process, then nothing). Undefined when the binary
 * cannot load here.
 */
async function tryInsights(info: GgufFileInfo, llama: Llama | undefined): Promise<GgufInsights | undefined> {
  try {
    return await GgufInsights.from(info, llama);
  } catch {
    return undefined;
  }
}

function statFile(file: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch (error) {
    throw new UnreadableModelFileError(file, describeFsError(error));
  }
  if (stat.isDirectory()) throw new UnreadableModelFileError(file, "it is a folder, not a file");
  if (!stat.isFile()) throw new UnreadableModelFileError(file, "it is not a regular file");
  return stat.size;
}

function readHead(file: string, length: number): Uint8Array {
  let fd: number | undefined;
  try {
    fd = fs.openSync(file, "r");
    const bytes = Buffer.alloc(length);
    return bytes.subarray(0, fs.readSync(fd, bytes, 0, length, 0));
  } catch (error) {
    throw new UnreadableModelFileError(file, describeFsError(error));
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
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

const count = (bytes: number): string => bytes.toLocaleString("en-US");

function textOrNull(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}
