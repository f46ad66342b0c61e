import type { Page } from "playwright-core";

// A run as the app names it (contract/runName.ts): "SciQAG · qwen 0.5B · 5 Dec 10:14", "(2)" after
// it when two would read the same; never the library's number ("Run #3").

/** A run's name, whole: its method's known name, then any model and time. */
export function runNamePattern(method: string): RegExp {
  return new RegExp(`^${method.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} · [^#]+ · \\d{1,2} [A-Z][a-z]{2}( \\d{4})? \\d\\d:\\d\\d( \\(\\d+\\))?$`);
}

/** The Report's heading for one run of `method`: "Report: " and the run's name. */
export function reportHeadingPattern(method: string): RegExp {
  return new RegExp(`^Report: ${runNamePattern(method).source.slice(1)}`);
}

/** The name the Runs list gives run `runId` (the list must be on screen). */
export async function listedRunName(page: Page, runId: number): Promise<string> {
  return (await page.locator(`[data-run-id="${runId}"] .run-item-name`).textContent()) ?? "";
}

/** The Runs view's heading for the run shown, or "" before it shows. */
export async function shownRunName(page: Page): Promise<string> {
  return (await page.getByTestId("run-detail").getByRole("heading").first().textContent()) ?? "";
}
