import fs from "node:fs";
import path from "node:path";
import { safeStorage } from "electron";
import type { ApiKeySource } from "../contract/remoteModels.ts";

/** Where the encrypted keys live: beside the library, never in it. */
const KEYS_FILE = "api-keys.json";

/**
 * Remote models' API keys for the desktop app, encrypted with the OS keychain through Electron's
 * safeStorage (Keychain on macOS, DPAPI on Windows, libsecret/kwallet on Linux) and kept as
 * ciphertext in `<dataDir>/api-keys.json`, so neither the library nor a log ever holds one in
 * clear. A key not stored here is looked up in the environment, as the CLI does. Where the OS
 * offers no encryption (a Linux session without a keyring), nothing is stored.
 */
export function keychainKeys(dataDir: string): ApiKeySource & { set(name: string, key: string): void; has(name: string): boolean } {
  const file = path.join(dataDir, KEYS_FILE);
  const read = (): Record<string, string> => {
    try {
      return JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>;
    } catch {
      return {};
    }
  };
  return {
    async get(name) {
      const sealed = read()[name];
      if (sealed && safeStorage.isEncryptionAvailable()) return safeStorage.decryptString(Buffer.from(sealed, "base64"));
      return process.env[name] || null;
    },
    has(name) {
      return typeof read()[name] === "string";
    },
    set(name, key) {
      if (!safeStorage.isEncryptionAvailable()) throw new Error("This system offers no keychain to encrypt the key with; set it in the environment variable instead.");
      const stored = { ...read(), [name]: safeStorage.encryptString(key).toString("base64") };
      fs.writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
    },
  };
}
