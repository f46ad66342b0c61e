import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startServe } from "../../support/browser.ts";
import { generateQas } from "../../support/generatedQas.ts";
import { tempDir } from "../../support/tempDir.ts";

/**
 * `library.dbInfo` on a connection of its own: the question is whether the server answers while
 * it imports, not whether a pooled connection outlives a stall of the store that follows the check.
 */
function dbInfo(origin: string, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${origin}/api/call/library.dbInfo`, { method: "POST", agent: false, headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" } }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("error", reject);
    request.end("[]");
  });
}

describe("distillate serve importing 20,000 QAs without their sources", () => {
  it("answers other calls while the near-duplicate check runs, and rejects every planted copy", async () => {
    const dataDir = tempDir();
    const page = tempDir("distillate-page-");
    fs.writeFileSync(path.join(page, "index.html"), "<!doctype html><title>Distillate</title>");
    // One library entry with all 20,000 QAs: each is compared with every earlier one (5,000 once held every call for 10 s).
    const rows = generateQas(20_000, 9);
    const file = path.join(tempDir(), "published.jsonl");
    fs.writeFileSync(file, rows.map((r) => JSON.stringify({ question: r.question, answer: r.answer })).join("\n"));
    const serve = await startServe(dataDir, { DISTILLATE_RENDERER_DIR: page });
    try {
      let importAnswered = false;
      const importing = serve.call("qaImport.importQas", { file, filters: ["near-duplicate"] }).finally(() => (importAnswered = true));
      let answeredMeanwhile = 0;
      while (!importAnswered) {
        expect(await dbInfo(serve.origin, serve.token)).toBe(200);
        if (!importAnswered) answeredMeanwhile++;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const result = (await importing) as { qas: number; rejected: number; sources: number };
      console.log(`${answeredMeanwhile} library.dbInfo calls answered while 20,000 QAs were checked for near-duplicates`);
      expect(answeredMeanwhile).toBeGreaterThanOrEqual(5);
      expect(result).toMatchObject({ qas: 20_000, sources: 1 });
      expect(result.rejected).toBeGreaterThanOrEqual(rows.filter((r) => r.planted === "copy").length);
    } finally {
      expect(await serve.stop()).toBe(0);
    }
  });
});
