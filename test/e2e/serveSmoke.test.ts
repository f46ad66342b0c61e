import fs from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { saveScreenshot } from "../support/browser.ts";
import { toWireJson } from "../../src-main/contract/wireJson.ts";
import { writeGeneratedPdfs } from "../support/generatedPdfs.ts";
import { useServedApp } from "../support/servedApp.ts";
import { tempDirForSuite } from "../support/tempDir.ts";
import { describeInBrowser } from "../support/describeInBrowser.ts";

describeInBrowser("distillate serve in Chromium", () => {
  // The page must load under the server's Content Security Policy: a refusal is an error here.
  const app = useServedApp(() => undefined, { countsConsoleError: (text) => /Content Security Policy/i.test(text) });
  let page: Page;

  beforeAll(async () => {
    page = await app.open({ viewport: { width: 1280, height: 820 } });
  });

  it("opens at the printed address and shows the app's views", async () => {
    await app.go(page, "");
    const nav = page.getByRole("navigation", { name: "Views" });
    for (const view of ["Library", "Runs", "Review", "Export", "Models", "Settings"]) {
      await expect.poll(() => nav.getByRole("link", { name: view }).isVisible()).toBe(true);
    }
    await expect.poll(() => page.title()).toContain("Distillate");
    await saveScreenshot(page, "serve-smoke", { fullPage: true });
    expect(app.pageErrors).toEqual([]);
  });

  it("hears the server's events: a paper imported by another client appears without a reload", async () => {
    const pdfs = await writeGeneratedPdfs(tempDirForSuite("distillate-e2e-pdfs-"));
    const upload = await page.request.post(`${app.serve.origin}/api/call/imports.upload`, {
      headers: { Authorization: `Bearer ${app.serve.token}`, "Content-Type": "application/json" },
      data: toWireJson([[{ name: "article.pdf", data: new Uint8Array(fs.readFileSync(pdfs.twoColumn)) }]]),
    });
    expect(await upload.json()).toMatchObject({ ok: true, value: [{ status: "imported" }] });
    await expect.poll(() => page.getByText(pdfs.truth.title).first().isVisible()).toBe(true);
    await saveScreenshot(page, "serve-smoke-event", { fullPage: true });
  });

  it("refuses the API without the token (401) and from a foreign origin (403)", async () => {
    const url = `${app.serve.origin}/api/call/library.dbInfo`;
    expect((await page.request.post(url, { data: [] })).status()).toBe(401);
    const foreign = await page.request.post(url, { data: [], headers: { Authorization: `Bearer ${app.serve.token}`, Origin: "http://evil.example" } });
    expect(foreign.status()).toBe(403);
    const allowed = await page.request.post(url, { data: [], headers: { Authorization: `Bearer ${app.serve.token}` } });
    expect(await allowed.json()).toMatchObject({ ok: true });
    // The page itself cannot reach the API without the token either.
    const fromPage = await page.evaluate(async () => (await fetch("/api/call/library.dbInfo", { method: "POST", body: "[]" })).status);
    expect(fromPage).toBe(401);
  });
});
