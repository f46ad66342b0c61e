import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { RunSummary } from "../../src-main/contract/pipeline.ts";
import { POLL_MS, saveScreenshot } from "../support/browser.ts";
import { withPapersAndTinyModel } from "../support/papersAndTinyModel.ts";
import { internalNames, layoutProblems } from "../support/screenChecks.ts";
import { writeTinyModel } from "../support/llmFixtures.ts";
import { listedRunName, runNamePattern } from "../support/runNameOnScreen.ts";
import { useServedApp } from "../support/servedApp.ts";
import { describeInBrowser } from "../support/describeInBrowser.ts";

// Sentences that must not outlive what they say, in Chromium against `distillate serve`: "A
// run's name started…" once the run has ended, "Pausing…" once it has paused; Cancel answering its
// first click; and a failed add's red error on Models once a model was added after all.
// Screenshots: test-artifacts/screenshots/run-notices-*.png, models-error-cleared-*.png.

const SIZE = { width: 1440, height: 900 };

describeInBrowser("notices that last only while true", () => {
  // Heads of 8: the model reads each paper several times slower, so the run is still going
  // while the test pauses, resumes and cancels it (on heads of 16 it can end first). The run
  // that must end uses the suite's usual model (heads of 16), which reads the papers 19 to 35
  // times faster (docs/testing.md): its notice is what is checked, not how long it lasts.
  const app = useServedApp((dirs) =>
    withPapersAndTinyModel(
      dirs,
      ["twoColumn", "lineNumbered"],
      async (core, library) => {
        const fast = await core.services.models.add(writeTinyModel(dirs.work, "tiny-fast.gguf", { contextLength: 8192 }), { waitForHash: true });
        return { ...library, fastModel: String(fast.model.id) };
      },
      { headWidth: 8 },
    ),
  );
  const status = async (runId: number) => ((await app.serve.call("runs.getRun", runId)) as RunSummary).status;
  const notice = (page: Page, text: RegExp) => page.getByRole("status").filter({ hasText: text });

  it('"<the run\'s name> started…" names the run as the list does, and goes away when the run ends', async () => {
    const page = await app.open({ viewport: SIZE });
    await app.go(page, "#/runs");
    const form = page.getByTestId("new-run-form");
    await form.waitFor({ timeout: POLL_MS });
    await form.getByRole("radio", { name: "SciQAG" }).check();
    await form.locator("#run-model").selectOption(app.seed.fastModel);
    await expect.poll(() => page.getByTestId("start-run").isDisabled(), { timeout: POLL_MS }).toBe(false);
    await page.getByTestId("start-run").click();
    const started = page.getByRole("status").filter({ hasText: / started with \d+ items?\.$/ });
    await expect.poll(() => started.count(), { timeout: POLL_MS }).toBe(1);
    const said = (await started.textContent()) ?? "";
    // The new run is the one selected; the notice names it as the list does (or, before the list
    // holds it, as "The new run"), never by its number.
    const chosen = page.locator('[data-testid="run-item"][aria-current="true"]');
    await expect.poll(() => chosen.count(), { timeout: POLL_MS }).toBe(1);
    const runId = Number(await chosen.getAttribute("data-run-id"));
    const name = await listedRunName(page, runId);
    expect(name).toMatch(runNamePattern("SciQAG"));
    expect([`${name} started`, "The new run started"]).toContain(said.replace(/ with \d+ items?\.$/, ""));
    await expect.poll(() => status(runId), { timeout: POLL_MS }).toBe("completed");
    await expect.poll(() => started.count(), { timeout: POLL_MS }).toBe(0);
  });

  it('Cancel asks at the first click, and "Pausing…" goes away once the run has paused', async () => {
    const { runId } = (await app.serve.call("runs.startRun", { strategy: "scirgen", model: app.seed.model, lanes: 1, perplexityShift: false })) as { runId: number };
    const page = await app.open({ viewport: SIZE });
    await app.go(page, `#/runs?run=${runId}`);
    const detail = page.getByTestId("run-detail");
    const pause = detail.getByRole("button", { name: "Pause" });
    await expect.poll(() => pause.isEnabled(), { timeout: POLL_MS }).toBe(true);

    // One click on Cancel opens its question at once, its answer focused; the run goes on until answered.
    await detail.getByRole("button", { name: /^Cancel/ }).click();
    const confirm = page.getByTestId("cancel-confirm");
    await expect.poll(() => confirm.isVisible(), { timeout: POLL_MS }).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Cancel the run");
    expect(await confirm.locator("#run-cancel-question").textContent()).toMatch(/^Cancel ScIRGen · [^#]+ · \d{1,2} [A-Z][a-z]{2}( \d{4})? \d\d:\d\d\? Items in flight stop/);
    await saveScreenshot(page, "run-notices-cancel-1440x900-light");
    const problems = [...(await layoutProblems(page)), ...(await internalNames(page))];
    await confirm.getByRole("button", { name: "Keep it running" }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    expect(await status(runId)).toBe("running");

    await pause.click();
    await expect.poll(() => notice(page, /Pausing/).count(), { timeout: POLL_MS }).toBe(1);
    await expect.poll(() => status(runId), { timeout: POLL_MS }).toBe("paused");
    await expect.poll(() => notice(page, /Pausing/).count(), { timeout: POLL_MS }).toBe(0);

    // Resumed, then cancelled through the question: the run stops, the question goes.
    await detail.getByRole("button", { name: "Resume" }).click();
    await expect.poll(() => status(runId), { timeout: POLL_MS }).toBe("running");
    await detail.getByRole("button", { name: /^Cancel/ }).click();
    await confirm.getByRole("button", { name: "Cancel the run" }).click();
    await expect.poll(() => status(runId), { timeout: POLL_MS }).toBe("cancelled");
    await expect.poll(() => confirm.count(), { timeout: POLL_MS }).toBe(0);
    expect(problems).toEqual([]);
    expect(app.pageErrors).toEqual([]);
  });
});

describe("a failed add's error on Models", () => {
  const app = useServedApp(() => undefined);

  it("clears once the demo model is added", async () => {
    const page = await app.open({ viewport: SIZE });
    await app.go(page, "#/models");
    await page.getByLabel("GGUF file path").fill("/no/such/folder/model.gguf");
    await page.getByRole("button", { name: "Add model" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "The model could not be added" });
    await expect.poll(() => alert.count(), { timeout: POLL_MS }).toBe(1);
    await page.getByRole("button", { name: "Add the demo model" }).click();
    await expect.poll(() => page.getByText(/Demo model/).first().isVisible(), { timeout: POLL_MS }).toBe(true);
    await expect.poll(() => alert.count(), { timeout: POLL_MS }).toBe(0);
    await saveScreenshot(page, "models-error-cleared-1440x900-light");
  });
});
