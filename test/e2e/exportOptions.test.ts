import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { fromWireJson, toWireJson } from "../../src-main/contract/wireJson.ts";
import { saveScreenshot } from "../support/browser.ts";
import { seedReviewScreens } from "../support/reviewScreens.ts";
import { seedLibrary, useServedApp } from "../support/servedApp.ts";
import { internalNames, layoutProblems } from "../support/screenChecks.ts";
import { tempDirForSuite } from "../support/tempDir.ts";
import { describeInBrowser } from "../support/describeInBrowser.ts";

// The export view's format options in Chromium against `distillate serve`, on the library of
// test/support/reviewScreens.ts (2 papers x 8 QAs, one SciQAG run). A browser download carries
// one file, so the folder formats (Hugging Face, BEIR) and their splits are offered by the
// desktop app only (a browser shows them disabled, saying where they are); the page is shown them here through a stand-in for the desktop app's bridge
// that forwards calls to the same server and answers the save dialog with a folder of the test's.
// Screenshots: test-artifacts/screenshots/export-options-*.png.

const SLOW = 300_000;
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 60_000, interval: 100 });

describeInBrowser("export options in the view", () => {
  const app = useServedApp(({ dataDir }) => seedLibrary(dataDir, seedReviewScreens));

  /** A page as the browser sees it, or (desktop) as the desktop app shows it, saving to `saveTo`. */
  const open = (size: { width: number; height: number }, theme: "light" | "dark", desktop?: { saveTo: string }): Promise<Page> =>
    app.open(
      { viewport: size, colorScheme: theme, acceptDownloads: true },
      desktop &&
        (async (context) => {
          await context.exposeFunction("testDesktopInvoke", async (method: string, args: unknown[]) => {
            if (method === "desktop.pickSavePath") return { ok: true, value: desktop.saveTo };
            if (method === "desktop.showInFolder") return { ok: true, value: undefined };
            const response = await fetch(`${app.serve.origin}/api/call/${method}`, {
              method: "POST",
              headers: { Authorization: `Bearer ${app.serve.token}`, "Content-Type": "application/json" },
              body: toWireJson(args),
            });
            return fromWireJson(await response.text());
          });
          await context.addInitScript(() => {
            const w = window as unknown as { distillate: unknown; testDesktopInvoke: (method: string, args: unknown[]) => Promise<unknown> };
            w.distillate = { invoke: (method: string, args: unknown[]) => w.testDesktopInvoke(method, args), onEvent: () => () => undefined, pathForFile: () => "" };
          });
        }),
    );
  const format = (page: Page, value: string) => page.locator(`input[name="format"][value="${value}"]`);

  it("writes a Hugging Face folder with the splits chosen in the view, and refuses shares that are not numbers", { timeout: SLOW }, async () => {
    const out = path.join(tempDirForSuite("distillate-export-options-out-"), "dataset");
    const page = await open({ width: 1440, height: 900 }, "light", { saveTo: out });
    await app.go(page, "#/export");
    await page.getByTestId("export-preset-all").check();
    await poll(() => page.getByTestId("export-count").textContent()).toBe("16 records");
    // Splits are asked for only where the format writes them.
    await expect(page.getByTestId("export-splits").count()).resolves.toBe(0);
    await format(page, "huggingface").check();
    const splits = page.getByTestId("export-splits");
    await splits.waitFor();
    const shares = splits.locator('input[inputmode="decimal"]');
    await expect(shares.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))).resolves.toEqual(["80", "10", "10"]);

    await shares.nth(0).fill("sixty");
    await poll(() => splits.getByRole("alert").textContent()).toBe("Each share must be a number, 0 or more.");
    await expect(page.getByTestId("export-save").isDisabled()).resolves.toBe(true);
    await shares.nth(0).fill("50");
    await shares.nth(1).fill("0");
    await shares.nth(2).fill("50");
    await page.getByLabel("Shuffle number").fill("7");
    await page.getByLabel(/^Balance strategies/).check();
    await page.getByLabel("Keep questions another run already asked of the same paper").check();
    await poll(() => splits.getByRole("alert").count()).toBe(0);
    await saveScreenshot(page, "export-options-huggingface-1440x900-light");
    const problems = [...(await layoutProblems(page)), ...(await internalNames(page))];

    await page.getByTestId("export-save").click();
    await poll(() => page.getByTestId("export-done").textContent()).toContain("Saved 16 records");
    // Two papers at 50/0/50: one paper's QAs in train, the other's in test, none in validation.
    const lines = (split: string) => fs.readFileSync(path.join(out, "data", `${split}.jsonl`), "utf8").split("\n").filter(Boolean);
    expect(lines("validation")).toEqual([]);
    expect([lines("train").length, lines("test").length].sort()).toEqual([8, 8]);
    const card = fs.readFileSync(path.join(out, "README.md"), "utf8");
    expect(card).toContain("seed 7, aiming at 50/0/50 of the QAs, each strategy's papers dealt separately");

    // The same choices fit a small window in the dark theme.
    const small = await open({ width: 1024, height: 700 }, "dark", { saveTo: out });
    await app.go(small, "#/export");
    await format(small, "huggingface").check();
    await small.getByTestId("export-splits").scrollIntoViewIfNeeded();
    await saveScreenshot(small, "export-options-huggingface-1024x700-dark");
    problems.push(...(await layoutProblems(small)), ...(await internalNames(small)));
    expect(problems).toEqual([]);
  });

  it("downloads closed-book chat lines, the question alone, at 1024x700 in the dark theme", { timeout: SLOW }, async () => {
    const page = await open({ width: 1024, height: 700 }, "dark");
    await app.go(page, "#/export");
    await page.getByTestId("export-preset-all").check();
    // A browser download holds one file: the folder formats are shown, not offered, so no splits either.
    await expect(format(page, "huggingface").isDisabled()).resolves.toBe(true);
    await format(page, "chat").check();
    await poll(() => page.getByTestId("export-preview").textContent()).toContain("Excerpt:");
    await page.getByLabel(/^Closed book/).check();
    await poll(() => page.getByTestId("export-preview").textContent()).not.toContain("Excerpt:");
    await poll(() => page.getByTestId("export-count").textContent()).toBe("16 records");
    await saveScreenshot(page, "export-options-chat-1024x700-dark");
    const problems = [...(await layoutProblems(page)), ...(await internalNames(page))];

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-save").click()]);
    const file = path.join(tempDirForSuite("distillate-export-options-file-"), download.suggestedFilename());
    await download.saveAs(file);
    const users = fs
      .readFileSync(file, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { messages: { role: string; content: string }[] }).messages.find((m) => m.role === "user")!.content);
    expect(users).toHaveLength(app.seed.qaIds.length);
    for (const user of users) expect(user).not.toContain("Excerpt:");
    expect(new Set(users).size).toBeGreaterThan(1);
    expect(problems).toEqual([]);
    expect(app.pageErrors).toEqual([]);
  });
});
