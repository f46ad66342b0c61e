import type { ApiKeySource } from "../contract/apiKeys.ts";
import { describeFsError } from "../core/files/describeFsError.ts";
import { FileNotWrittenError } from "../core/files/FileNotWrittenError.ts";
import { FileTooLargeError } from "../core/files/FileTooLargeError.ts";
import { NotARegularFileError } from "../core/files/NotARegularFileError.ts";
import { readRegularFileSync } from "../core/files/readRegularFile.ts";
import { replaceFileSync } from "../core/files/replaceFile.ts";

/** A few sealed keys take a few KB; a file of megabytes at the name is not ours. */
const KEYS_FILE_MAX_BYTES = 4 * 1024 * 1024;

/** What seals keys: Electron's safeStorage in the app (keychainKeys.ts); its three calls only. */
export interface KeySealer {
  isEncryptionAvailable(): boolean;
  encryptString(text: string): Buffer;
  decryptString(sealed: Buffer): string;
}

/** One key and the servers (origins) it may be sent to, sealed together so that neither can be changed apart. */
interface SealedRecord {
  key: string;
  origins: string[];
}

export interface SealedApiKeys extends ApiKeySource {
  /**
   * Saves `key` under `name` for the servers at `origins`. The same key saved again for more
   * servers adds them; a different key replaces the old one and its servers.
   */
  set(name: string, key: string, origins: string[]): void;
  /** True when a key is saved under `name` for every one of `origins`. */
  has(name: string, origins: string[]): boolean;
}

/**
 * API keys in a file of ciphertext, each sealed with the servers it was saved for: `get` answers
 * only for those servers, so a key saved for gpu-1 is never sent to any other address, whatever
 * a library entry or a caller names. A record written before keys carried their servers (a bare
 * key) is kept but sent nowhere until it is saved again. Nothing here reads the environment.
 */
export function sealedApiKeys(file: string, sealer: KeySealer): SealedApiKeys {
  // Opened without blocking and read to a limit: whatever is at the name is checked, not trusted.
  // Throws when something stands at the name that cannot be read; no file at all is no keys.
  const readStored = (): Record<string, string> => {
    let bytes: Buffer;
    try {
      bytes = readRegularFileSync(file, { maxBytes: KEYS_FILE_MAX_BYTES });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "ENOENT" || code === "ENOTDIR") return {};
      throw error;
    }
    try {
      const parsed = JSON.parse(bytes.toString("utf8")) as unknown;
      return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, string>) : {};
    } catch {
      return {};
    }
  };
  const readFile = (): Record<string, string> => {
    try {
      return readStored();
    } catch {
      return {};
    }
  };
  const open = (name: string, stored = readFile()): SealedRecord | null => {
    const sealed = stored[name];
    if (typeof sealed !== "string" || !sealer.isEncryptionAvailable()) return null;
    let text: string;
    try {
      text = sealer.decryptString(Buffer.from(sealed, "base64"));
    } catch {
      return null;
    }
    try {
      const record = JSON.parse(text) as Partial<SealedRecord>;
      if (typeof record.key === "string" && Array.isArray(record.origins)) return { key: record.key, origins: record.origins.filter((o) => typeof o === "string") };
    } catch {
      // A bare key from before keys carried their servers.
    }
    return { key: text, origins: [] };
  };
  return {
    async get(name, origin) {
      const record = open(name);
      return record && record.origins.includes(origin) ? record.key : null;
    },
    has(name, origins) {
      const record = open(name);
      return record !== null && origins.every((origin) => record.origins.includes(origin));
    },
    set(name, key, origins) {
      if (!sealer.isEncryptionAvailable()) throw new Error("This system offers no keychain to encrypt the key with; without one the desktop app cannot keep a key.");
      let saved: Record<string, string>;
      try {
        saved = readStored();
      } catch (error) {
        // Saving over a keys file that cannot be read would lose every other key in it.
        const reason = error instanceof NotARegularFileError || error instanceof FileTooLargeError ? error.message : describeFsError(error);
        throw new FileNotWrittenError(file, `the keys already saved there cannot be read (${reason}), so saving would lose them`);
      }
      const previous = open(name, saved);
      const kept = previous && previous.key === key ? previous.origins : [];
      const record: SealedRecord = { key, origins: [...new Set([...kept, ...origins])] };
      const stored = { ...saved, [name]: sealer.encryptString(JSON.stringify(record)).toString("base64") };
      // Written aside under a name nobody can have planted a pipe or link at, and renamed: a
      // crash or a full disk mid-write leaves the old keys, never half a file.
      replaceFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
    },
  };
}
