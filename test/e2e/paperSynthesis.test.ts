import { expect, it } from "vitest";
import type { SynthesisConditions } from "../../src-main/contract/synthesisConditions.ts";
import { savePaperSynthesis } from "../../src-main/core/db/repositories/paperSyntheses.ts";
import { listPassages } from "../../src-main/core/db/repositories/paperParts.ts";
import { createRun } from "../../src-main/core/db/repositories/runs.ts";
import { POLL_MS, saveScreenshot } from "../support/browser.ts";
import { useServedApp } from "../support/servedApp.ts";
import { withPapersAndTinyModel } from "../support/papersAndTinyModel.ts";
import { describeInBrowser } from "../support/describeInBrowser.ts";

// The synthesis conditions in the paper view. One paper gets a real RetChemQA run on the tiny
// model (its record is whatever the random model gave, "none reported" included); the other a
// record as a run stores one, so the tab's materials, amounts and flags can be checked exactly.
// Screenshots: paper-synthesis-*.png.

describeInBrowser("the synthesis conditions in the paper view", () => {
  const app = useServedApp(
    (dirs) =>
      withPapersAndTinyModel(dirs, ["lineNumbered", "twoColumn"], async (core, { paperIds, model }) => {
        const [ran, written] = paperIds as [number, number];
        // Only the synthesis item: no question types.
        const settings = { factual: 0, reasoning: 0, trueFalse: 0, maxMaterials: 2, synthesisMaxTokens: 1536 };
        await core.services.runs.generate({ strategy: "retchem", model, paperIds: [ran], lanes: 1, perplexityShift: false, settings });

        const db = core.db();
        const passage = listPassages(db, written).find((p) => /sintering in air at 1773 K/.test(p.text))!;
        const cite = (n: number) => {
          const [start, end] = passage.sentences[n]!;
          return [{ passageId: passage.id, start, end, text: passage.text.slice(start, end) }];
        };
        const conditions: SynthesisConditions = {
          reported: true,
          leftOut: 0,
          promptVersion: "retchem@3",
          policy: "whole-paper",
          materials: [
            {
              material: "8 mol% YSZ target",
              reagents: [{ name: "YSZ powder", amount: "8 mol%", evidence: cite(0), inEvidence: true }],
              solvents: [],
              temperatures: [
                { value: "1773 K", evidence: cite(0), inEvidence: true },
                { value: "1900 K", evidence: cite(0), inEvidence: false },
              ],
              times: [{ value: "10 h", evidence: cite(0), inEvidence: true }],
              steps: [
                { value: "uniaxial pressing at 50 MPa", evidence: cite(0), inEvidence: true },
                { value: "sintering in air", evidence: cite(0), inEvidence: true },
              ],
            },
            { material: "ceria-containing target", reagents: [{ name: "CeO2", amount: "1.5 mol%", evidence: cite(1), inEvidence: true }], solvents: [{ name: "ethanol", amount: null, evidence: cite(1), inEvidence: true }], temperatures: [], times: [{ value: "24 h", evidence: cite(1), inEvidence: true }], steps: [{ value: "ball milling", evidence: cite(1), inEvidence: true }] },
          ],
        };
        const storedBy = { id: null, name: "qwen2.5-3b-instruct", sha256: null, quantization: "Q4_K_M" };
        savePaperSynthesis(db, createRun(db, { strategy: "retchem", promptVersion: "retchem@3", settings: {}, model: storedBy, seed: 1, paperIds: [written] }), written, conditions);
        return { ran, written };
      }),
    { setupTimeoutMs: 900_000 },
  );

  const openTab = async (paperId: number, width = 1440, height = 900) => {
    const page = await app.open({ viewport: { width, height } });
    await app.go(page, `#/paper/${paperId}`);
    const tab = page.getByRole("tab", { name: "Synthesis" });
    await tab.waitFor({ timeout: POLL_MS });
    await tab.click();
    return page;
  };

  it("shows each material's conditions, their source sentence on hover, and flags a value its sentence does not state", async () => {
    const page = await openTab(app.seed.written);
    const panel = page.locator("#paper-panel-synthesis");
    const materials = panel.locator(".synthesis-material");
    await expect.poll(() => materials.count(), { timeout: POLL_MS }).toBe(2);
    expect(await materials.locator("h3").allTextContents()).toEqual(["8 mol% YSZ target", "ceria-containing target"]);
    const first = materials.first();
    expect(await first.locator("dt").allTextContents()).toEqual(["Reagents", "Temperatures", "Times", "Steps"]);
    expect(await first.locator("li").first().textContent()).toBe("YSZ powder: 8 mol%");
    expect(await first.locator("li").first().getAttribute("title")).toMatch(/sintering in air at 1773 K for 10 h/);
    expect(await first.locator("li", { hasText: "1900 K" }).textContent()).toBe("1900 K (not found in its sentence)");
    expect(await first.locator("li", { hasText: "1773 K" }).textContent()).toBe("1773 K");
    expect(await materials.nth(1).locator("li", { hasText: "ethanol" }).textContent()).toBe("ethanol");
    await saveScreenshot(page, "paper-synthesis-1440x900");
  });

  it("shows what the real run stored: its materials, or 'none reported'", async () => {
    const view = await app.serve.call("library.paperSynthesis", app.seed.ran);
    expect(view).not.toBeNull();
    const page = await openTab(app.seed.ran);
    const panel = page.locator("#paper-panel-synthesis");
    if (view!.conditions.reported) {
      await expect.poll(() => panel.locator(".synthesis-material").count(), { timeout: POLL_MS }).toBe(view!.conditions.materials.length);
    } else {
      await expect.poll(() => panel.getByTestId("synthesis-none").textContent(), { timeout: POLL_MS }).toMatch(/none reported/);
    }
  });

  it("keeps all six side-panel tabs inside the panel in a 1024x700 window", async () => {
    const page = await openTab(app.seed.written, 1024, 700);
    const panel = (await page.locator("#paper-side-panel").boundingBox())!;
    for (const name of ["Key QAs", "Text", "Outline", "Tables", "Graph", "Synthesis"]) {
      const tabButton = page.getByRole("tab", { name: new RegExp(`^${name}`) });
      const box = (await tabButton.boundingBox())!;
      expect(box.x + box.width, name).toBeLessThanOrEqual(panel.x + panel.width + 1);
      expect(await tabButton.evaluate((el) => el.scrollWidth <= el.clientWidth), name).toBe(true);
    }
    await expect.poll(() => page.locator("#paper-panel-synthesis .synthesis-material").count(), { timeout: POLL_MS }).toBe(2);
    await saveScreenshot(page, "paper-synthesis-1024x700");
  });
});
