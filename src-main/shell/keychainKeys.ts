import path from "node:path";
import { safeStorage } from "electron";
import { sealedApiKeys, type SealedApiKeys } from "./sealedApiKeys.ts";

/** Where the encrypted keys live: beside the library, never in it. */
const KEYS_FILE = "api-keys.json";

/**
 * Remote models' API keys for the desktop app, encrypted with the OS keychain through Electron's
 * safeStorage (Keychain on macOS, DPAPI on Windows, libsecret/kwallet on Linux) and kept as
 * ciphertext in `<dataDir>/api-keys.json`, each sealed with the servers it was saved for (see
 * sealedApiKeys.ts), so neither the library nor a log ever holds one in clear and no entry can
 * send one elsewhere. The environment is never read: a key the app sends is one the user typed
 * into it. Where the OS offers no encryption (a Linux session without a keyring), nothing is stored.
 */
export function keychainKeys(dataDir: string): SealedApiKeys {
  return sealedApiKeys(path.join(dataDir, KEYS_FILE), safeStorage);
}
