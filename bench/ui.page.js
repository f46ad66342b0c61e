// Runs inside the page under test (added with Playwright's addInitScript before the app loads):
// timings taken with the page's own clock, from an action to the frame after its result is in
// the DOM, so Playwright's round trips are not counted. Plain JavaScript because the bench's
// TypeScript is checked against Node's types, not the DOM's.
(() => {
  /** Resolves with performance.now() at the frame after `ready()` first holds. */
  const waitFor = (ready) =>
    new Promise((resolve) => {
      const done = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
      if (ready()) return done();
      const observer = new MutationObserver(() => {
        if (!ready()) return;
        observer.disconnect();
        done();
      });
      observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    });
  const hasRow = () => document.querySelector("[data-testid=review-row]") !== null;

  window.bench = {
    /** When the first table row of this page load was painted (ms since navigation start). */
    firstRow: waitFor(hasRow),

    /** From the hash change to the first painted rows of the table. */
    async openTable() {
      const start = performance.now();
      location.hash = "#/review?mode=table";
      return (await waitFor(hasRow)) - start;
    },

    /**
     * From ticking a filter menu's option (the menu is open) to the table showing the filtered
     * rows: the grid's row count is the query's total and every rendered row matches.
     */
    async filter(menu, option, expectedTotal, rowText) {
      const label = [...document.querySelectorAll(`[data-testid=${menu}] label`)].find((l) => l.textContent.includes(option));
      const box = label.querySelector("input");
      const start = performance.now();
      box.click();
      const shown = await waitFor(() => {
        const grid = document.querySelector("[role=grid]");
        const rows = [...document.querySelectorAll("[data-testid=review-row]")];
        return grid?.getAttribute("aria-rowcount") === String(expectedTotal + 1) && rows.length > 0 && rows.every((r) => r.textContent.includes(rowText));
      });
      return shown - start;
    },

    /** Resolves once the grid holds `count` rows (header row excluded). */
    rowCountIs(count) {
      return waitFor(() => document.querySelector("[role=grid]")?.getAttribute("aria-rowcount") === String(count + 1));
    },

    /** Resolves once the Export view shows its record count (its preview query has answered). */
    exportSettled() {
      return waitFor(() => /records?$/.test(document.querySelector("[data-testid=export-count]")?.textContent ?? ""));
    },
  };
})();
