// Where keys come from, and which server each goes to: the environment (CLI, `serve`) reads only
// a key name's own variable and sends it only to the servers listed beside it; the desktop
// keychain store sends a key only to the servers it was saved for, and never reads the
// environment. The keychain's cipher here is AES-256-GCM from node:crypto standing in for
// Electron's safeStorage, which runs only inside Electron: what is tested is the store's rule,
// and that its file holds no key in clear.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { environmentKeysOf } from "../../../src-main/core/llm/remote/environmentKeys.ts";
import { lookupApiKey } from "../../../src-main/core/llm/remote/lookupApiKey.ts";
import { sealedApiKeys, type KeySealer } from "../../../src-main/shell/sealedApiKeys.ts";
import { tempDir } from "../../support/tempDir.ts";

const GPU1 = "http://gpu-1.lab:8000";
const GPU2 = "http://gpu-2.lab:8000";

function aesSealer(): KeySealer {
  const secret = crypto.randomBytes(32);
  return {
    isEncryptionAvailable: () => true,
    encryptString(text) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv("aes-256-gcm", secret, iv);
      const body = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]);
    },
    decryptString(sealed) {
      const decipher = crypto.createDecipheriv("aes-256-gcm", secret, sealed.subarray(0, 12));
      decipher.setAuthTag(sealed.subarray(12, 28));
      return Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]).toString("utf8");
    },
  };
}

describe("API keys from the environment (CLI and serve)", () => {
  const env = {
    HOME: "/home/researcher",
    PATH: "/usr/local/bin:/usr/bin",
    SECRET_AWS: "aws-very-secret",
    DISTILLATE_LAB_KEY: "sk-lab-0123456789",
    DISTILLATE_LAB_KEY_ORIGINS: `${GPU1}/v1, https://gpu-3.lab`,
    DISTILLATE_UNLISTED_KEY: "sk-unlisted-0123456789",
    DISTILLATE_DATA_DIR: "/data/library",
  };
  const keys = environmentKeysOf(env);

  it("reads no variable outside the key names, whatever it holds", async () => {
    for (const name of ["HOME", "PATH", "SECRET_AWS", "distillate_lab_key", "DISTILLATE_LAB_KEY_ORIGINS"]) expect(await keys.get(name, GPU1), name).toBeNull();
  });

  it("sends a key only to the servers listed beside it: for any other, the answer is the same as for a variable that is not set", async () => {
    expect(await keys.get("DISTILLATE_LAB_KEY", GPU1)).toBe("sk-lab-0123456789");
    expect(await keys.get("DISTILLATE_LAB_KEY", "https://gpu-3.lab")).toBe("sk-lab-0123456789");
    expect(await keys.get("DISTILLATE_LAB_KEY", GPU2)).toBeNull();
    // The same server over the other scheme is another server.
    expect(await keys.get("DISTILLATE_LAB_KEY", "https://gpu-1.lab:8000")).toBeNull();
    expect(await keys.get("DISTILLATE_UNLISTED_KEY", GPU1)).toBeNull();
    expect(await keys.get("DISTILLATE_DATA_DIR", GPU1)).toBeNull();
    expect(await keys.get("DISTILLATE_NOT_SET_ANYWHERE", GPU1)).toBeNull();
  });

  it("refuses to send a key a header cannot carry (a PEM file), with words that hold none of it", async () => {
    const pem = "-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\n-----END PRIVATE KEY-----";
    const withPem = environmentKeysOf({ DISTILLATE_PEM_KEY: pem, DISTILLATE_PEM_KEY_ORIGINS: GPU1, DISTILLATE_PADDED: "  sk-padded-0123\n", DISTILLATE_PADDED_ORIGINS: GPU1 });
    const error = await lookupApiKey(withPem, "DISTILLATE_PEM_KEY", GPU1).then(() => null, (e: unknown) => e as Error);
    expect(error).toMatchObject({ name: "ApiKeyUnusableError" });
    expect(error!.message).not.toMatch(/BEGIN|MIIE|PRIVATE/);
    // Spaces and a line break a file or a paste leaves around a key are not part of it.
    expect(await lookupApiKey(withPem, "DISTILLATE_PADDED", GPU1)).toBe("sk-padded-0123");
  });
});

describe("API keys in the desktop keychain store", () => {
  it("sends a key only to the servers it was saved for, and never falls back to the environment", async () => {
    const file = path.join(tempDir(), "api-keys.json");
    const store = sealedApiKeys(file, aesSealer());
    process.env.DISTILLATE_ENV_ONLY = "sk-from-the-environment";
    try {
      expect(await store.get("DISTILLATE_ENV_ONLY", GPU1)).toBeNull();
    } finally {
      delete process.env.DISTILLATE_ENV_ONLY;
    }
    store.set("DISTILLATE_LAB_KEY", "sk-lab-0123456789", [GPU1]);
    expect(await store.get("DISTILLATE_LAB_KEY", GPU1)).toBe("sk-lab-0123456789");
    expect(await store.get("DISTILLATE_LAB_KEY", GPU2)).toBeNull();
    expect(store.has("DISTILLATE_LAB_KEY", [GPU1])).toBe(true);
    expect(store.has("DISTILLATE_LAB_KEY", [GPU1, GPU2])).toBe(false);
    expect(fs.readFileSync(file, "utf8")).not.toContain("sk-lab");
    expect(fs.readFileSync(file, "utf8")).not.toContain("gpu-1");
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it("adds servers when the same key is saved again, and a different key replaces the old one and its servers", async () => {
    const store = sealedApiKeys(path.join(tempDir(), "api-keys.json"), aesSealer());
    store.set("DISTILLATE_LAB_KEY", "sk-lab-0123456789", [GPU1]);
    store.set("DISTILLATE_LAB_KEY", "sk-lab-0123456789", [GPU2]);
    expect(store.has("DISTILLATE_LAB_KEY", [GPU1, GPU2])).toBe(true);
    store.set("DISTILLATE_LAB_KEY", "sk-new-9876543210", [GPU2]);
    expect(await store.get("DISTILLATE_LAB_KEY", GPU1)).toBeNull();
    expect(await store.get("DISTILLATE_LAB_KEY", GPU2)).toBe("sk-new-9876543210");
  });

  it("sends a key saved before keys carried their servers nowhere, until it is saved again", async () => {
    const file = path.join(tempDir(), "api-keys.json");
    const sealer = aesSealer();
    fs.writeFileSync(file, JSON.stringify({ DISTILLATE_API_KEY: sealer.encryptString("sk-old-0123456789").toString("base64") }));
    const store = sealedApiKeys(file, sealer);
    expect(await store.get("DISTILLATE_API_KEY", GPU1)).toBeNull();
    expect(store.has("DISTILLATE_API_KEY", [GPU1])).toBe(false);
  });
});
