import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startServe } from "../../support/browser.ts";
import { runCliProcess } from "../../support/runCliProcess.ts";
import { tempDir } from "../../support/tempDir.ts";

/** A minimal page in place of out/renderer, so this test does not depend on a build. */
function fakeRenderer(): string {
  const dir = tempDir("distillate-page-");
  fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Distillate</title>");
  return dir;
}

describe("distillate serve", () => {
  it("prints one address line, answers with its token, and stops cleanly on SIGTERM", async () => {
    const dataDir = tempDir();
    const serve = await startServe(dataDir, { DISTILLATE_RENDERER_DIR: fakeRenderer() });
    try {
      expect(serve.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=[A-Za-z0-9_-]{43}$/);
      const page = await fetch(serve.url);
      expect(page.status).toBe(200);
      const refused = await fetch(`${serve.origin}/api/call/library.dbInfo`, { method: "POST", body: "[]" });
      expect(refused.status).toBe(401);
      const answer = await fetch(`${serve.origin}/api/call/library.dbInfo`, { method: "POST", body: "[]", headers: { Authorization: `Bearer ${serve.token}` } });
      expect(await answer.json()).toMatchObject({ ok: true, value: { path: path.join(dataDir, "library.sqlite") } });
    } finally {
      expect(await serve.stop()).toBe(0);
    }
    expect(serve.stdout()).toBe(`${serve.url}\n`);
    expect(serve.stderr()).toContain(dataDir);
  });

  it("tells the user to build first when the page is missing, and refuses a bad port", () => {
    const missing = runCliProcess(["serve", "--port", "0", "--data-dir", tempDir()], { DISTILLATE_RENDERER_DIR: path.join(tempDir(), "nothing") });
    expect(missing.code).toBe(1);
    expect(missing.stdout).toBe("");
    expect(missing.stderr).toContain("npm run build");
    const badPort = runCliProcess(["serve", "--port", "http", "--data-dir", tempDir()]);
    expect(badPort.code).toBe(64);
    expect(badPort.stderr).toContain("--port must be a number from 0 to 65535");
  });
});
