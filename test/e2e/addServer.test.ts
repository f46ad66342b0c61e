import type { Page } from "playwright-core";
import { afterAll, expect, it } from "vitest";
import { saveScreenshot } from "../support/browser.ts";
import { closedLoopbackUrl, startCannedOpenAiServer, type CannedOpenAiServer } from "../support/cannedOpenAiServer.ts";
import { seedReviewScreens } from "../support/reviewScreens.ts";
import { internalNames, layoutProblems } from "../support/screenChecks.ts";
import { seedLibrary, useServedApp } from "../support/servedApp.ts";
import { describeInBrowser } from "../support/describeInBrowser.ts";

// "Add a server…" in the Models view, in Chromium against `distillate serve`: two canned
// OpenAI-compatible servers on loopback (both want a key, which `serve` has in its environment
// with the two servers listed beside it)
// are checked, the model they both list is added, shows in the table and the run form, and is
// removed. Screenshots: test-artifacts/screenshots/add-server-*.png.

const SLOW = 300_000;
const KEY = "sk-e2e-never-shown-7731";
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 60_000, interval: 100 });

describeInBrowser("adding a model server in the browser", () => {
  const servers: CannedOpenAiServer[] = [];
  // The key, and beside it the servers it may go to (filled in once they listen).
  const env: NodeJS.ProcessEnv = { DISTILLATE_LAB_GPU_KEY: KEY };
  const app = useServedApp(
    async ({ dataDir }) => {
      servers.push(await startCannedOpenAiServer({ models: [{ id: "lab-qwen-7b", maxModelLen: 32768 }, { id: "lab-embedder" }], apiKey: KEY }));
      servers.push(await startCannedOpenAiServer({ models: [{ id: "lab-qwen-7b", maxModelLen: 16384 }], apiKey: KEY, promptLogprobs: true }));
      env.DISTILLATE_LAB_GPU_KEY_ORIGINS = servers.map((s) => new URL(s.baseUrl).origin).join(" ");
      // Papers, so the run form opens (it asks for papers before models).
      seedLibrary(dataDir, seedReviewScreens);
    },
    {
      env,
      // Only uncaught errors fail this file: its console was never part of the check.
      countsConsoleError: () => false,
    },
  );

  const open = (size: { width: number; height: number }, theme: "light" | "dark"): Promise<Page> => app.open({ viewport: size, colorScheme: theme });

  afterAll(() => Promise.all(servers.map((s) => s.close())));

  it("checks two servers, adds the model they serve, offers it to runs, and removes it", { timeout: SLOW }, async () => {
    const page = await open({ width: 1440, height: 900 }, "light");
    await app.go(page, "#/models");
    await page.getByRole("button", { name: "Add a server…" }).click();
    const form = page.getByRole("form", { name: "Add a server" });
    await expect(form.innerText()).resolves.toContain(
      "reads it from the environment variable DISTILLATE_API_KEY of the process serving this page, and sends it only to the servers listed in DISTILLATE_API_KEY_ORIGINS",
    );

    // An address holding a password is refused before anything is sent.
    await form.getByLabel("Server addresses").fill(servers[0]!.baseUrl.replace("http://", "HTTP://lab:s3cr3t@"));
    await poll(() => form.getByText("The address must not hold a user name or password (user:password@): give the key through its key name instead.").count()).toBe(1);

    await form.getByLabel("Server addresses").fill(`${servers[0]!.baseUrl}\n${servers[1]!.baseUrl}`);
    // No key under the default name: both servers refuse, in plain words.
    await form.getByRole("button", { name: "Check" }).click();
    await poll(() => form.getByText("It wants an API key, and none is saved for this server under this name.").count()).toBe(2);
    // Exactly what is contacted at each server is shown.
    await expect(form.getByRole("status", { name: "What the servers said" }).innerText()).resolves.toContain(`GET ${servers[0]!.baseUrl}/models\nPOST ${servers[0]!.baseUrl}/chat/completions`);

    await form.getByLabel("Environment variable").fill("LAB_GPU_KEY");
    await poll(() => form.getByText("A key name starts with DISTILLATE_, then capital letters, digits and underscores (not ending in _ORIGINS).").count()).toBe(1);
    await form.getByLabel("Environment variable").fill("DISTILLATE_LAB_GPU_KEY");
    await form.getByRole("button", { name: "Check" }).click();
    const findings = form.getByRole("status", { name: "What the servers said" });
    await poll(() => findings.getByText("answers", { exact: true }).count()).toBe(2);
    await expect(findings.innerText()).resolves.toMatch(/Lists 2 models\.[\s\S]*Lists 1 model\./);
    // Only the model both list is offered; what the check found about it is said.
    await expect(form.getByLabel("Model").locator("option").allInnerTexts()).resolves.toEqual(["lab-qwen-7b"]);
    const facts = await findings.locator("dl").innerText();
    expect(facts).toContain("by the model's own tokenizer");
    expect(facts).toContain("available: the server returns the probabilities of a given answer");
    expect(facts).toContain("16,384 tokens");
    expect(facts).toContain("found under this name, and sent to these servers only");
    await form.getByLabel("Requests at once").fill("4");
    await saveScreenshot(page, "add-server-checked-1440x900-light", { fullPage: true });
    const problems = [...(await layoutProblems(page)), ...(await internalNames(page))];

    await form.getByRole("button", { name: "Add server" }).click();
    const row = page.getByRole("grid", { name: "Registered models" }).getByRole("row", { name: /lab-qwen-7b/ });
    await poll(() => row.count()).toBe(1);
    await expect(row.innerText()).resolves.toContain("served as lab-qwen-7b");
    const panel = page.getByRole("region", { name: "lab-qwen-7b" });
    await poll(() => panel.innerText()).toContain(`${servers[0]!.baseUrl}\n${servers[1]!.baseUrl}`);
    await saveScreenshot(page, "add-server-added-1440x900-light");
    problems.push(...(await layoutProblems(page)), ...(await internalNames(page)));
    expect(await page.content()).not.toContain(KEY);

    // Selectable as the generator and as the judge of a new run.
    await app.go(page, "#/runs");
    await page.getByTestId("open-new-run").click();
    await poll(() => page.locator("#run-model option").allInnerTexts()).toContain("lab-qwen-7b");
    await expect(page.locator("#run-judge-model option").allInnerTexts()).resolves.toContain("lab-qwen-7b");

    await app.go(page, "#/models");
    await page.getByRole("grid", { name: "Registered models" }).getByRole("row", { name: /lab-qwen-7b/ }).click();
    await page.getByRole("region", { name: "lab-qwen-7b" }).getByRole("button", { name: "Remove…" }).click();
    const dialog = page.getByRole("dialog", { name: "Remove lab-qwen-7b?" });
    await expect(dialog.innerText()).resolves.toContain("The servers are not touched");
    await dialog.getByRole("button", { name: "Remove model" }).click();
    await poll(() => page.getByRole("grid", { name: "Registered models" }).getByRole("row", { name: /lab-qwen-7b/ }).count()).toBe(0);
    expect(problems).toEqual([]);
    expect(app.pageErrors).toEqual([]);
  });

  it("says in plain words when nothing answers, and fits 1024x700 in the dark theme", { timeout: SLOW }, async () => {
    const page = await open({ width: 1024, height: 700 }, "dark");
    await app.go(page, "#/models");
    await page.getByRole("button", { name: "Add a server…" }).click();
    const form = page.getByRole("form", { name: "Add a server" });
    const nowhere = await closedLoopbackUrl();
    await form.getByLabel("Server addresses").fill(`${nowhere}\nnot an address`);
    await poll(() => form.getByText("Address 2 is not a web address such as http://gpu-1:8000/v1.").count()).toBe(1);
    await form.getByLabel("Server addresses").fill(`${nowhere}\n${servers[1]!.baseUrl}`);
    await form.getByLabel("Environment variable").fill("DISTILLATE_LAB_GPU_KEY");
    await form.getByRole("button", { name: "Check" }).click();
    await poll(() => form.getByText("Nothing answers at this address: check the host and port, and that the server is running.").count()).toBe(1);
    // The key is saved (listed) for the server that answers only, and the check says so.
    await expect(form.getByRole("status", { name: "What the servers said" }).locator("dl").innerText()).resolves.toContain("saved under this name for 1 of these 2 servers, and sent to those only");
    await form.scrollIntoViewIfNeeded();
    await saveScreenshot(page, "add-server-unreachable-1024x700-dark");
    const problems = [...(await layoutProblems(page)), ...(await internalNames(page))];
    await form.getByRole("button", { name: "Cancel" }).click();
    await poll(() => page.getByRole("button", { name: "Add a server…" }).count()).toBe(1);
    expect(problems).toEqual([]);
    expect(app.pageErrors).toEqual([]);
  });
});
