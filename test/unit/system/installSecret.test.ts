import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { INSTALL_SECRET_FILE, installSecret, signWith, verifySignature } from "../../../src-main/core/system/installSecret.ts";
import { tempDir } from "../../support/tempDir.ts";

describe("the installation's secret", () => {
  it("is made once, readable by this user only, and signs so that an edit or another purpose fails", () => {
    const dir = tempDir();
    const secret = installSecret(dir);
    expect(secret).toHaveLength(32);
    expect(fs.statSync(path.join(dir, INSTALL_SECRET_FILE)).mode & 0o777).toBe(0o600);
    const signature = signWith(secret, "trial verdict", '{"kind":"passed"}');
    expect(verifySignature(secret, "trial verdict", '{"kind":"passed"}', signature)).toBe(true);
    expect(verifySignature(secret, "trial verdict", '{"kind":"failed"}', signature)).toBe(false);
    expect(verifySignature(secret, "export manifest", '{"kind":"passed"}', signature)).toBe(false);
    expect(verifySignature(secret, "trial verdict", '{"kind":"passed"}', "0".repeat(64))).toBe(false);
    expect(verifySignature(secret, "trial verdict", '{"kind":"passed"}', undefined)).toBe(false);
  });

  it("replaces a key file that is a link to a device instead of reading through it", () => {
    const dir = tempDir();
    fs.symlinkSync("/dev/zero", path.join(dir, INSTALL_SECRET_FILE));
    const secret = installSecret(dir);
    expect(secret.equals(Buffer.alloc(32))).toBe(false);
    expect(fs.lstatSync(path.join(dir, INSTALL_SECRET_FILE)).isFile()).toBe(true);
  });
});
