import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { readRegularFileSync } from "../files/readRegularFile.ts";
import { replaceFileSync } from "../files/replaceFile.ts";

/** The file, in the data directory, that holds this installation's secret. */
export const INSTALL_SECRET_FILE = "install.key";
const SECRET_BYTES = 32;

const known = new Map<string, Buffer>();

/**
 * This installation's secret: 32 random bytes made on first use and kept in `dir` (the data
 * directory, readable by this user only). Files Distillate writes where others could write too
 * (model-trial verdicts in the cache folder, export manifests in the user's folders) carry an
 * HMAC under it (`signWith`), so a file planted or edited by hand does not pass for one of ours.
 * A secret file that is damaged, a link or not a regular file is replaced; what it signed then
 * fails to verify, which means "do it again", never "trusted".
 */
export function installSecret(dir: string): Buffer {
  const file = path.join(dir, INSTALL_SECRET_FILE);
  const cached = known.get(file);
  if (cached) return cached;
  const secret = readSecret(file) ?? writeSecret(file);
  known.set(file, secret);
  return secret;
}

function readSecret(file: string): Buffer | null {
  try {
    const bytes = readRegularFileSync(file, { maxBytes: SECRET_BYTES, noFollow: true });
    return bytes.length === SECRET_BYTES ? bytes : null;
  } catch {
    return null;
  }
}

function writeSecret(file: string): Buffer {
  const secret = crypto.randomBytes(SECRET_BYTES);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Written beside and renamed over, so a reader never sees half a key; a link or FIFO planted at
  // the name is replaced, not written through.
  replaceFileSync(file, secret, { mode: 0o600 });
  // Another process may have written its own first: the one on disk is the one both use.
  return readSecret(file) ?? secret;
}

/** HMAC-SHA256 of `data` under the secret, for `purpose` (so a signature made for one use never passes for another). */
export function signWith(secret: Buffer, purpose: string, data: string | Buffer): string {
  return crypto.createHmac("sha256", secret).update(purpose).update("\u0000").update(data).digest("hex");
}

/** Whether `signature` is `signWith(secret, purpose, data)`, compared in constant time. */
export function verifySignature(secret: Buffer, purpose: string, data: string | Buffer, signature: unknown): boolean {
  if (typeof signature !== "string" || !/^[0-9a-f]{64}$/.test(signature)) return false;
  const expected = Buffer.from(signWith(secret, purpose, data), "hex");
  return crypto.timingSafeEqual(expected, Buffer.from(signature, "hex"));
}
