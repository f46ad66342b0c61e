import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { POLL_MS } from "../support/browser.ts";
import { writeGeneratedPdfs } from "../support/generatedPdfs.ts";
import { useServedApp } from "../support/servedApp.ts";
import { describeInBrowser } from "../support/describeInBrowser.ts";

// Going from one paper straight to another, as a researcher does from a link or the address bar:
// the PDF of the paper left is closed while the next one opens. Each hop below leaves a paper
// whose pages were just drawn for a protected paper (whose pages need the password again), and
// back. The page of every paper must come up as it does when the paper is opened first: the
// password form for the protected one, the pages for the other (docs/testing.md, round 16).

/** Hops each way: the closing of the paper left and the opening of the next race on every one. */
const HOPS = 10;

describeInBrowser("going from paper to paper", () => {
  const app = useServedApp(async ({ work }) => ({ pdfs: await writeGeneratedPdfs(path.join(work, "pdfs")) }));
  let page: Page;
  let openId: number;
  let lockedId: number;

  beforeAll(async () => {
    const { pdfs } = app.seed;
    openId = (await app.serve.call("imports.importPapers", [pdfs.twoColumn]))[0]!.paperId!;
    lockedId = (await app.serve.call("imports.importPapers", [pdfs.encrypted], { password: pdfs.encryptedPassword }))[0]!.paperId!;
    page = await app.open({ viewport: { width: 1440, height: 900 } });
  }, 600_000);

  /** What the PDF pane shows once it has settled: the pages, the password form, or a failure (with its words). */
  const paneShows = async () => {
    const failure = page.locator(".pdf-missing");
    const settled = async () => {
      if (await page.getByLabel("Password", { exact: true }).isVisible()) return "password";
      if (await page.locator('.pdf-page[data-rendered="true"]').count()) return "pages";
      if (await failure.isVisible()) return `failure: ${await failure.textContent()}`;
      return null;
    };
    await expect.poll(settled, { timeout: POLL_MS }).not.toBeNull();
    return settled();
  };

  /**
   * Goes to another paper and waits until the reader of the paper left is gone: what the pane
   * shows afterwards is the next paper's (both papers have the same title, so it cannot tell).
   */
  const hop = async (paperId: number) => {
    await page.evaluate(() => document.querySelector(".paper-view")?.setAttribute("data-left", ""));
    await app.go(page, `#/paper/${paperId}`);
    await expect.poll(() => page.locator(".paper-view[data-left]").count(), { timeout: POLL_MS }).toBe(0);
  };

  it("asks for the password of a protected paper reached from another paper's pages, and draws that paper's pages again", async () => {
    await app.go(page, `#/paper/${openId}`);
    expect(await paneShows()).toBe("pages");
    for (let round = 0; round < HOPS; round++) {
      await hop(lockedId);
      expect(await paneShows()).toBe("password");
      await hop(openId);
      expect(await paneShows()).toBe("pages");
    }
  }, 600_000);

  it("asks for the password of a protected paper reached before the paper left was drawn", async () => {
    for (let round = 0; round < HOPS; round++) {
      await hop(lockedId);
      expect(await paneShows()).toBe("password");
      // Away again at once: the other paper's PDF is still opening when the reader leaves it.
      await hop(openId);
    }
    await hop(lockedId);
    expect(await paneShows()).toBe("password");
  }, 600_000);

  it("raised no errors in the page along the way", () => {
    expect(app.pageErrors).toEqual([]);
  });
});
