import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, expect, it } from "vitest";
import { createCore } from "../../src-main/core/createCore.ts";
import { POLL_MS, saveScreenshot } from "../support/browser.ts";
import { closedLoopbackUrl, startCannedOpenAiServer, type CannedOpenAiServer } from "../support/cannedOpenAiServer.ts";
import { writeGeneratedPdfs } from "../support/generatedPdfs.ts";
import { internalNames, layoutProblems } from "../support/screenChecks.ts";
import { useServedApp } from "../support/servedApp.ts";
import { describeInBrowser } from "../support/describeInBrowser.ts";

// A model that cannot be used, as a researcher meets it in Chromium against `distillate serve`:
// a server added at an address where nothing listens (a real closed loopback port) and one that
// refuses the key (a real server answering 401). "Add server" does not add it in silence; the
// Models view, the run form and the judge dialog mark it; the run form claims no fit it could not
// check; a run on it stops at once with the reason and nothing on the page contradicts that; and
// it is retried on a model that answers. Screenshots: test-artifacts/screenshots/dead-model-*.png.

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: POLL_MS, interval: 100 });

describeInBrowser("a model that cannot be used, in the browser", () => {
  const servers: CannedOpenAiServer[] = [];
  let dead = "";
  const app = useServedApp(
    async ({ dataDir, work }) => {
      dead = await closedLoopbackUrl();
      servers.push(await startCannedOpenAiServer({ models: [{ id: "lab-model", maxModelLen: 16384 }] }));
      servers.push(await startCannedOpenAiServer({ models: [{ id: "lab-model" }], apiKey: "sk-not-in-the-environment" }));
      const pdfs = await writeGeneratedPdfs(path.join(work, "pdfs"));
      const core = createCore({ dataDir });
      try {
        await core.services.imports.importPapers([pdfs.twoColumn, pdfs.lineNumbered]);
      } finally {
        await core.closeAsync();
      }
    },
    // Chromium logs the refused requests of a failed check; only uncaught errors count here.
    { countsConsoleError: () => false },
  );
  afterAll(() => Promise.all(servers.map((s) => s.close())));

  const shot = async (page: Page, name: string, problems: string[]) => {
    await saveScreenshot(page, `dead-model-${name}`);
    problems.push(...(await layoutProblems(page)).map((p) => `${name}: ${p}`), ...(await internalNames(page)).map((p) => `${name}: ${p}`));
  };

  it("warns before adding a server that did not answer, and marks it in the Models view", { timeout: POLL_MS * 2 }, async () => {
    const problems: string[] = [];
    const page = await app.open({ viewport: { width: 1440, height: 900 }, colorScheme: "light" });
    await app.go(page, "#/models");
    await page.getByRole("button", { name: "Add a server…" }).click();
    const form = page.getByRole("form", { name: "Add a server" });
    await form.getByLabel("Server addresses").fill(dead);
    await form.getByLabel("Model").fill("lab-model");
    await form.getByRole("button", { name: "Check" }).click();
    await poll(() => form.getByText("unreachable", { exact: true }).count()).toBe(1);
    // "Add server" after a failed check says what is wrong instead of adding.
    await form.getByRole("button", { name: "Add server" }).click();
    const concern = form.getByTestId("add-server-concern");
    await poll(() => concern.innerText()).toMatch(/^The server did not answer the check: Nothing answers at this address.*A model added now would fail every run until it answers/);
    expect(await page.getByRole("grid", { name: "Registered models" }).count()).toBe(0);
    await shot(page, "add-warned-1440x900-light", problems);

    await form.getByRole("button", { name: "Add anyway" }).click();
    const row = page.getByRole("grid", { name: "Registered models" }).getByRole("row", { name: /lab-model/ });
    await poll(() => row.count()).toBe(1);
    // Marked in the table and, with the reason and a way to ask again, in its panel.
    await poll(() => row.innerText()).toContain("unreachable");
    const status = page.getByRole("status", { name: "Whether the model can be used" });
    await poll(() => status.innerText()).toMatch(/unreachable\s+Nothing answers at 127\.0\.0\.1:\d+ \(the connection was refused\): check that the server is running/);
    await shot(page, "models-marked-1440x900-light", problems);

    // A server refusing the key is marked for that reason.
    await app.serve.call("models.addRemote", { name: "lab-model (locked)", model: "lab-model", endpoints: [{ url: servers[1]!.baseUrl }] });
    const locked = page.getByRole("grid", { name: "Registered models" }).getByRole("row", { name: /locked/ });
    await poll(() => locked.innerText()).toContain("refuses the key");

    // The run form at this size and theme too (no run yet: it is open by itself).
    await app.go(page, "#/runs");
    await page.getByRole("radio", { name: "SciQAG" }).check();
    await page.locator("#run-model").selectOption({ label: "lab-model — unreachable" });
    await poll(() => page.getByTestId("run-checks").innerText()).toMatch(/could not be checked/);
    await page.locator("#run-model").scrollIntoViewIfNeeded();
    await shot(page, "run-form-1440x900-light", problems);
    expect(problems).toEqual([]);
    expect(app.pageErrors).toEqual([]);
  });

  it("marks the model in the run form, claims no fit, stops the run at once with the reason, and retries it on another model", { timeout: POLL_MS * 3 }, async () => {
    const problems: string[] = [];
    const page = await app.open({ viewport: { width: 1024, height: 700 }, colorScheme: "dark" });
    const models = await app.serve.call("models.list");
    const deadModel = models.find((m) => m.name === "lab-model")!;
    // No run yet: the form is open by itself.
    await app.go(page, "#/runs");
    await page.getByRole("radio", { name: "SciQAG" }).check();
    const picker = page.locator("#run-model");
    await picker.selectOption(String(deadModel.id));
    await poll(() => picker.locator("option:checked").innerText()).toBe("lab-model — unreachable");
    await poll(() => page.getByTestId("model-unavailable-note").first().innerText()).toMatch(/^Unreachable: Nothing answers at 127\.0\.0\.1:\d+/);
    const checks = page.getByTestId("run-checks");
    await poll(() => checks.innerText()).toMatch(/lab-model cannot be used now: Nothing answers at .* So whether the papers fit its context could not be checked\./);
    expect(await checks.innerText()).not.toMatch(/Every paper fits/);
    await checks.scrollIntoViewIfNeeded();
    await shot(page, "run-form-1024x700-dark", problems);

    await page.getByTestId("start-run").click();
    const detail = page.getByTestId("run-detail");
    await poll(() => detail.locator(".run-badge").first().textContent()).toBe("!Failed");
    // The status and every detail tell the same story: it stopped before anything ran, and why.
    await poll(() => page.getByTestId("run-outcome").innerText()).toBe("Stopped before any of its 2 items ran.");
    await poll(() => detail.locator(".run-error").innerText()).toMatch(/^Nothing answers at 127\.0\.0\.1:\d+ \(the connection was refused after 6 attempts\)/);
    await poll(() => detail.innerText()).toContain("None yet: no item has run.");
    const text = await detail.innerText();
    expect(text).not.toMatch(/Every item failed|every item that ran yielded QAs|ECONNREFUSED|fetch failed/);
    const retry = page.getByTestId("retry-failed");
    expect(await retry.isEnabled()).toBe(true);
    await shot(page, "run-stopped-1024x700-dark", problems);

    // "Judge with…" marks the model and does not call a model on a server "local".
    await page.getByTestId("judge-run").click();
    const judge = page.getByTestId("judge-dialog");
    await judge.locator("#judge-model").selectOption(String(deadModel.id));
    await poll(() => judge.locator(".judge-intro").innerText()).toMatch(/^The model on its server grades each answer/);
    await poll(() => judge.getByTestId("model-unavailable-note").innerText()).toMatch(/^Unreachable: Nothing answers/);
    await shot(page, "judge-dialog-1024x700-dark", problems);
    await judge.getByTestId("judge-close").click();

    // Retried on a model that answers: a new run over the 2 items, linked to this one.
    const fine = (await app.serve.call("models.addRemote", { name: "lab-model (up)", model: "lab-model", endpoints: [{ url: servers[0]!.baseUrl }] })).model;
    await retry.click();
    const dialog = page.getByTestId("retry-dialog");
    await poll(() => dialog.getByRole("heading").innerText()).toBe("Retry 2 items that did not run");
    await poll(() => dialog.locator("#retry-model option:checked").innerText()).toBe("lab-model — unreachable — this run's");
    await dialog.locator("#retry-model").selectOption(String(fine.id));
    await poll(() => page.getByTestId("retry-summary").innerText()).toMatch(/^A new run over the 2 items that did not run, linked to this one:/);
    await shot(page, "retry-dialog-1024x700-dark", problems);
    await page.getByTestId("retry-confirm").click();
    await poll(() => detail.innerText()).toMatch(/Retries the failed items of [^#\n]+ · [^#\n]+ · \d{1,2} [A-Z][a-z]{2}/);
    await poll(() => detail.locator(".run-facts").innerText()).toContain("lab-model (up)");

    // The Models view at this size and theme: both models marked, the reason beside.
    await app.go(page, "#/models");
    await poll(() => page.getByRole("grid", { name: "Registered models" }).innerText()).toMatch(/unreachable[\s\S]*refuses the key|refuses the key[\s\S]*unreachable/);
    await shot(page, "models-marked-1024x700-dark", problems);
    expect(problems).toEqual([]);
    expect(app.pageErrors).toEqual([]);
  });
});
