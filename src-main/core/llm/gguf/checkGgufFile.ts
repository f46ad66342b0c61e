import fs from "node:fs";
import path from "node:path";
import { describeFsError } from "../../files/describeFsError.ts";
import { openRegularFile } from "../../files/openRegularFile.ts";
import { fileIdentity, type FileIdentityText } from "../../files/sameFile.ts";
import { NotGgufError } from "../errors/NotGgufError.ts";
import { UnreadableModelFileError } from "../errors/UnreadableModelFileError.ts";
import { describeNonGguf } from "./describeNonGguf.ts";
import { GgufHeaderCheck } from "./GgufHeaderCheck.ts";
import type { GgufHeaderFacts } from "./GgufHeaderFacts.ts";
import { checkHyperparameters } from "./hyperparameters/checkHyperparameters.ts";
import { GgufWindowReader } from "./GgufWindowReader.ts";

/** `name-00001-of-00003.gguf`: llama.cpp's split-model naming. */
const SPLIT_PART = /^(.*)-(\d{5})-of-(\d{5})\.gguf$/i;

/** One file checked: where its header ends, and what the hyperparameter check read of it. */
export interface CheckedGgufPart {
  file: string;
  /** Bytes from the start of the file to the end of its tensor descriptions. */
  headerBytes: number;
  facts: GgufHeaderFacts;
  /** The file as it was checked (inode, size, times), so later readers can tell it is still that file. */
  identity: FileIdentityText;
}

/** No size limit of its own for a model file (models of hundreds of GB exist); only its kind is checked. */
const ANY_SIZE = Number.MAX_SAFE_INTEGER;

/**
 * Checks a GGUF file's header with our own bounded reader before node-llama-cpp or llama.cpp
 * reads it: their readers trust the header's numbers, so one damaged length can end the process
 * or fill its memory. Then its hyperparameters, which llama.cpp asserts on (an assertion ends the
 * process too). For a split model, every part of it that exists is checked (a missing part is for
 * the loader to name); the hyperparameters are those of the first part, over the tensors of all.
 * Never holds more than a 64 KiB window of it at a time, whatever the file claims. Throws
 * UnreadableModelFileError, NotGgufError, CorruptGgufError, TruncatedGgufError or
 * InvalidHyperparameterError. Returns the parts checked, the first first.
 */
export async function checkGgufFile(file: string): Promise<CheckedGgufPart[]> {
  const parts: CheckedGgufPart[] = [];
  for (const part of existingParts(path.resolve(file))) parts.push(await checkOneFile(part));
  const [first, ...rest] = parts;
  for (const part of rest) first!.facts.addTensorsOf(part.facts);
  checkHyperparameters(first!.file, first!.facts);
  return parts;
}

async function checkOneFile(file: string): Promise<CheckedGgufPart> {
  let opened: Awaited<ReturnType<typeof openRegularFile>>;
  try {
    // Without blocking: a FIFO named as a model would otherwise hold a thread of Node's file pool
    // until something writes to it, and four such calls stop every file call of the process.
    opened = await openRegularFile(file, { maxBytes: ANY_SIZE });
  } catch (error) {
    throw new UnreadableModelFileError(file, describeFsError(error));
  }
  const { handle, size, stat } = opened;
  try {
    const reader = new GgufWindowReader(handle, size);
    await reader.fill(0);
    if (!reader.has(4) || reader.text(4) !== "GGUF") throw new NotGgufError(file, describeNonGguf(reader.peekFromStart(512)));
    const check = new GgufHeaderCheck(file, reader);
    await check.run();
    return { file, headerBytes: check.headerBytes, facts: check.facts, identity: fileIdentity(stat) };
  } finally {
    await handle.close();
  }
}

/** The file itself, or for a split model every part of it found next to it. */
function existingParts(file: string): string[] {
  const split = SPLIT_PART.exec(path.basename(file));
  if (!split) return [file];
  const [, stem, , total] = split;
  const dir = path.dirname(file);
  const suffix = `-of-${total}.gguf`.toLowerCase();
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return [file];
  }
  const parts = names
    .filter((name) => name.toLowerCase().endsWith(suffix) && SPLIT_PART.exec(name)?.[1] === stem)
    .sort()
    .map((name) => path.join(dir, name));
  return parts.includes(file) ? parts : [file, ...parts];
}
