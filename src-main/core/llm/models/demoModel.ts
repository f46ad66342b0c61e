import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { describeFsError } from "../../files/describeFsError.ts";
import { readRegularFileSync } from "../../files/readRegularFile.ts";
import { UnreadableModelFileError } from "../errors/UnreadableModelFileError.ts";
import { makeModelsDirectory } from "./modelsDirectory.ts";
import { writeTinyLlamaGguf } from "./tinyLlamaGguf.ts";

/** The demo model's name in the registry: says plainly what it is good for. */
export const DEMO_MODEL_NAME = "Demo model (writes nonsense; for trying the pipeline)";

const DEMO_FILE = "distillate-demo.gguf";
/** The demo is about 260 KiB; ten times that leaves room for another version of it. */
const DEMO_MAX_BYTES = 4 * 1024 * 1024;

/**
 * Writes the demo model into `<dataDir>/models/` (unless it is already there) and returns its
 * path: a tiny llama model with random weights, made on this machine in milliseconds, so a new
 * user can run every step of the pipeline before downloading a real model. Its text is
 * nonsense, but it follows the JSON schemas, so runs finish with QAs to review and export.
 * The same bytes every time (seeded), trained context 8,192 tokens so whole papers fit. The
 * file is about 260 KiB, so its sha256 is computed here rather than in the background.
 */
export function writeDemoModel(dataDir: string): { file: string; sha256: string } {
  const dir = makeModelsDirectory(dataDir);
  const file = path.join(dir, DEMO_FILE);
  if (!fs.existsSync(file)) writeTinyLlamaGguf(file, { seed: 0, contextLength: 8192 });
  // Checked, not trusted: a FIFO or a device at the name is refused (UnreadableModelFileError), never read.
  let bytes: Buffer;
  try {
    bytes = readRegularFileSync(file, { maxBytes: DEMO_MAX_BYTES });
  } catch (error) {
    throw new UnreadableModelFileError(file, describeFsError(error));
  }
  return { file, sha256: createHash("sha256").update(bytes).digest("hex") };
}
