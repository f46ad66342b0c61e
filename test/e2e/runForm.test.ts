import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import type { StrategyInfo } from "../../src-main/contract/strategyInfo.ts";
import { POLL_MS, saveScreenshot } from "../support/browser.ts";
import { withPapersAndTinyModel } from "../support/papersAndTinyModel.ts";
import { internalNames, layoutProblems } from "../support/screenChecks.ts";
import { useServedApp } from "../support/servedApp.ts";
import { describeInBrowser } from "../support/describeInBrowser.ts";
import { SIZES } from "../support/themeInPlace.ts";

// The run form in Chromium against `distillate serve`, over two imported papers and the suite's
// tiny model: one line per method with its details on demand, Start in sight without
// scrolling, the last choices back on the next visit, and the paper's Graph and Synthesis tabs
// opening it on the method that fills them (read from the strategies, as the page reads them).
// Screenshots: test-artifacts/screenshots/run-form-*.png.

describeInBrowser("the run form", () => {
  const app = useServedApp((dirs) => withPapersAndTinyModel(dirs, ["twoColumn", "lineNumbered"], async (_core, { paperIds, model }) => ({ paperIds, model })));

  const strategies = () => app.serve.call("runs.strategies") as Promise<StrategyInfo[]>;
  const openForm = async (page: Page, hash = "#/runs") => {
    await app.go(page, hash);
    const form = page.getByTestId("new-run-form");
    await form.waitFor({ timeout: POLL_MS });
    return form;
  };
  const chosen = (page: Page) => page.locator('input[name="strategy"]:checked').getAttribute("value");

  it("lists each method on one line with its details on demand, and keeps Start in sight", async () => {
    const methods = await strategies();
    const problems: string[] = [];
    for (const theme of ["light", "dark"] as const) {
      await app.serve.call("settings.update", { theme });
      for (const size of SIZES) {
        const page = await app.open({ viewport: size });
        const form = await openForm(page);
        const rows = form.locator(".strategy-row");
        await expect(rows.count()).resolves.toBe(methods.length);
        // One line each: no row taller than two lines of text.
        for (const height of await rows.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height))) expect(height).toBeLessThan(48);
        // Where each method departs from its paper is said once, in its details, and only when asked.
        await expect(form.getByText("Differs from the paper").count()).resolves.toBe(0);
        const start = page.getByTestId("start-run");
        const inSight = () => start.evaluate((el) => el.getBoundingClientRect().bottom <= window.innerHeight && el.getBoundingClientRect().top >= 0);
        await expect.poll(inSight, { timeout: POLL_MS }).toBe(true);
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
        await expect.poll(inSight, { timeout: POLL_MS }).toBe(true);
        await page.evaluate(() => window.scrollTo(0, 0));
        const withDifferences = methods.find((m) => m.differences)!;
        await form.getByRole("button", { name: `Details on ${withDifferences.label}` }).click();
        const details = form.getByTestId("strategy-details");
        await expect(details.textContent()).resolves.toContain(withDifferences.summary);
        await expect(form.getByText("Differs from the paper").count()).resolves.toBe(1);
        // The one lines a narrow window cuts with "…" (some are at 1024x700) are whole once their details are asked for.
        const oneLines = form.locator(".strategy-oneline");
        const cut = await oneLines.evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.closest<HTMLElement>(".strategy-row")!.dataset["strategy"]!));
        if (size.width === 1024) expect(cut.length).toBeGreaterThan(0);
        for (const strategy of cut) {
          const method = methods.find((m) => m.name === strategy)!;
          await form.getByRole("button", { name: `Details on ${method.label}` }).click();
          const oneLine = form.locator(`[data-strategy="${strategy}"] .strategy-oneline`);
          await expect(oneLine.textContent()).resolves.toBe(method.description);
          await expect.poll(() => oneLine.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
        }
        if (cut.length > 0) await form.getByRole("button", { name: `Details on ${withDifferences.label}` }).click();
        const name = `run-form-${size.width}x${size.height}-${theme}`;
        await saveScreenshot(page, name);
        problems.push(...[...(await layoutProblems(page)), ...(await internalNames(page))].map((p) => `${name}: ${p}`));
        await page.close();
      }
    }
    expect(problems).toEqual([]);
  });

  it("comes back with the last method, model choices and settings as typed", async () => {
    const methods = await strategies();
    const other = methods[2]!;
    const page = await app.open({ viewport: SIZES[0] });
    const form = await openForm(page);
    await form.getByRole("radio", { name: other.label }).check();
    const seed = form.getByLabel("Seed", { exact: true });
    await seed.fill("42");
    await page.reload();
    const again = await openForm(page);
    await expect.poll(() => chosen(page), { timeout: POLL_MS }).toBe(other.name);
    await expect(again.getByLabel("Seed", { exact: true }).inputValue()).resolves.toBe("42");
  });

  for (const tab of ["graph", "synthesis"] as const) {
    it(`"Start a run on this paper" in the ${tab} tab chooses the method that fills it`, async () => {
      const method = (await strategies()).find((s) => s.fillsPaperTab === tab)!;
      expect(method).toBeDefined();
      const page = await app.open({ viewport: SIZES[1] });
      // A remembered choice must not win over the tab's method.
      await openForm(page);
      await page.getByRole("radio", { name: (await strategies()).find((s) => s.name !== method.name)!.label }).check();
      const paperId = app.seed.paperIds[0]!;
      await app.go(page, `#/paper/${paperId}`);
      await page.getByRole("tab", { name: tab === "graph" ? "Graph" : "Synthesis" }).click({ timeout: POLL_MS });
      await page.locator(`#paper-panel-${tab}`).getByTestId("start-run-for-tab").click({ timeout: POLL_MS });
      await page.getByTestId("new-run-form").waitFor({ timeout: POLL_MS });
      await expect.poll(() => chosen(page), { timeout: POLL_MS }).toBe(method.name);
      await expect(page.getByText(/1 chosen/).count()).resolves.toBe(1);
    });
  }

  it("does not come back on a model added since under the id of the one chosen", async () => {
    // Registered only; its server (a port nothing listens on) is first asked when a run starts.
    const remote = (model: string) => ({ name: `lab model ${model}`, model, endpoints: [{ url: "http://127.0.0.1:9/v1" }] });
    const picked = (await app.serve.call("models.addRemote", remote("picked"))).model;
    const page = await app.open({ viewport: SIZES[0] });
    await openForm(page);
    await page.locator("#run-model").selectOption(String(picked.id));
    await page.locator("#run-judge-model").selectOption(String(picked.id));
    await expect.poll(() => page.evaluate(() => localStorage.getItem("distillate.runForm.choices") ?? ""), { timeout: POLL_MS }).toContain(`"judgeModelId":${picked.id}`);
    // The chosen model is removed; SQLite gives the next model added its id.
    await app.serve.call("models.remove", picked.id);
    const later = (await app.serve.call("models.addRemote", remote("added-later"))).model;
    expect(later.id).toBe(picked.id);
    try {
      await page.reload();
      await openForm(page);
      // No model is chosen for the user: the picker asks, Start says why it cannot start, and no judge is set.
      const picker = page.locator("#run-model");
      await expect.poll(() => picker.inputValue(), { timeout: POLL_MS }).toBe("");
      await expect(picker.locator("option:checked").textContent()).resolves.toBe("Choose a model");
      await expect(page.locator("#run-judge-model").inputValue()).resolves.toBe("");
      await expect(page.getByTestId("start-run").isDisabled()).resolves.toBe(true);
      await expect(page.getByText("Pick a model.").count()).resolves.toBeGreaterThan(0);
      // Picking one is remembered with it, and comes back.
      await picker.selectOption(app.seed.model);
      await page.reload();
      await openForm(page);
      await expect.poll(() => page.locator("#run-model").inputValue(), { timeout: POLL_MS }).toBe(app.seed.model);
    } finally {
      await page.close();
      await app.serve.call("models.remove", later.id);
    }
  });

  it("raised no errors in the page", () => {
    expect(app.pageErrors).toEqual([]);
  });
});
