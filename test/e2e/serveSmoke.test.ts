import fs from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserUnavailableReason, ensureRendererBuilt, launchBrowser, startServe, type ServeProcess, saveScreenshot } from "../support/browser.ts";
import { toWireJson } from "../../src-main/contract/wireJson.ts";
import { writeGeneratedPdfs } from "../support/generatedPdfs.ts";
import { tempDirForSuite } from "../support/tempDir.ts";

const unavailable = browserUnavailableReason();

if (unavailable) {
  describe("distillate serve in Chromium", () => {
    it.skip(unavailable, () => undefined);
  });
} else {
  describe("distillate serve in Chromium", () => {
    let serve: ServeProcess;
    let browser: Browser;
    let page: Page;
    const pageErrors: string[] = [];

    beforeAll(async () => {
      await ensureRendererBuilt();
      serve = await startServe(tempDirForSuite("distillate-e2e-"));
      browser = await launchBrowser();
      page = await browser.newPage({ viewport: { width: 1280, height: 820 } });
      page.on("pageerror", (error) => pageErrors.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error" && /Content Security Policy/i.test(message.text())) pageErrors.push(message.text());
      });
    });

    afterAll(async () => {
      await browser?.close();
      if (serve) expect(await serve.stop()).toBe(0);
    });

    it("opens at the printed address and shows the app's views", async () => {
      await page.goto(serve.url);
      const nav = page.getByRole("navigation", { name: "Views" });
      for (const view of ["Library", "Runs", "Review", "Export", "Models", "Settings"]) {
        await expect.poll(() => nav.getByRole("link", { name: view }).isVisible()).toBe(true);
      }
      await expect.poll(() => page.title()).toContain("Distillate");
      await saveScreenshot(page, "serve-smoke", { fullPage: true });
      expect(pageErrors).toEqual([]);
    });

    it("hears the server's events: a paper imported by another client appears without a reload", async () => {
      const pdfs = await writeGeneratedPdfs(tempDirForSuite("distillate-e2e-pdfs-"));
      const upload = await page.request.post(`${serve.origin}/api/call/library.upload`, {
        headers: { Authorization: `Bearer ${serve.token}`, "Content-Type": "application/json" },
        data: toWireJson([[{ name: "article.pdf", data: new Uint8Array(fs.readFileSync(pdfs.twoColumn)) }]]),
      });
      expect(await upload.json()).toMatchObject({ ok: true, value: [{ status: "imported" }] });
      await expect.poll(() => page.getByText(pdfs.truth.title).first().isVisible()).toBe(true);
      await saveScreenshot(page, "serve-smoke-event", { fullPage: true });
    });

    it("refuses the API without the token (401) and from a foreign origin (403)", async () => {
      const url = `${serve.origin}/api/call/library.dbInfo`;
      expect((await page.request.post(url, { data: [] })).status()).toBe(401);
      const foreign = await page.request.post(url, { data: [], headers: { Authorization: `Bearer ${serve.token}`, Origin: "http://evil.example" } });
      expect(foreign.status()).toBe(403);
      const allowed = await page.request.post(url, { data: [], headers: { Authorization: `Bearer ${serve.token}` } });
      expect(await allowed.json()).toMatchObject({ ok: true });
      // The page itself cannot reach the API without the token either.
      const fromPage = await page.evaluate(async () => (await fetch("/api/call/library.dbInfo", { method: "POST", body: "[]" })).status);
      expect(fromPage).toBe(401);
    });
  });
}
