/**
 * One test file's app as a browser user meets it: a library prepared on disk, `distillate serve`
 * over it and Chromium, built from the parts in browser.ts and torn down after the file's tests.
 */
import fs from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { closeDatabase, openDatabase, type LibraryDatabase } from "../../src-main/core/db/openDatabase.ts";
import { DATABASE_FILE_NAME } from "../../src-main/core/system/dataDir.ts";
import { ensureRendererBuilt, launchBrowser, startServe, type ServeProcess } from "./browser.ts";
import { giveSuiteInstallSecret } from "./suiteInstallSecret.ts";
import { tempDirForSuite } from "./tempDir.ts";

/** Where a served library is prepared: `dataDir` is the library, `work` a scratch folder beside it. */
export interface ServedAppDirs {
  dataDir: string;
  work: string;
}

export interface ServedAppOptions {
  /** Extra environment for `distillate serve`. Defaults to none. */
  env?: NodeJS.ProcessEnv;
  /** Whether Chromium draws scrollbars, as a desktop window does (for tests of a stray scrollbar). Defaults to false. */
  showScrollbars?: boolean;
  /** How long building, preparing and starting may take. Defaults to 10 minutes. */
  setupTimeoutMs?: number;
  /**
   * Which console errors count in `pageErrors`; uncaught errors always do. Defaults to every one
   * (a test whose steps make the browser log an error on purpose, such as a refused request, narrows it).
   */
  countsConsoleError?: (text: string) => boolean;
}

export interface ServedApp<T> {
  serve: ServeProcess;
  browser: Browser;
  /** What the preparation returned (the ids the tests look for). */
  seed: T;
  /** Uncaught errors and console errors (as `countsConsoleError` chooses) of every page made by `open`, for a test to expect none. */
  pageErrors: string[];
  /** A browser context closed after the file's tests; a step waits up to two minutes, as a busy machine needs. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /**
   * A page in a new context whose errors go to `pageErrors`. `prepare` runs on the context
   * before the page exists (to expose functions or add init scripts). Defaults to no preparation.
   */
  open(options?: BrowserContextOptions, prepare?: (context: BrowserContext) => Promise<void>): Promise<Page>;
  /**
   * Goes to a view of the served page, by its hash route ("#/review?mode=table"). As a page's
   * first address it loads the page, which reads the route as it starts: nothing can race. From
   * a view already shown, use `goToView`.
   */
  go(page: Page, hash: string): Promise<unknown>;
  /**
   * Goes to a view ("library", or a route of it: "review?mode=table") and waits until the app shows it: the sidebar marks it as the
   * current view, so the view left has closed. `go` returns once the address has changed, and
   * two `go`s in a row can both land before the app reads the first address: the view left then
   * never closes, and keeps what it showed (a form left open; docs/testing.md, round 14).
   */
  goToView(page: Page, view: string): Promise<void>;
}

/**
 * Opens the library in `dataDir` (made if absent), lets `seed` write to it and closes it. A seed
 * that returns a promise (one that asks, retrieves or embeds) keeps the library open until the
 * promise settles.
 */
export function seedLibrary<T>(dataDir: string, seed: (db: LibraryDatabase) => T): T {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = openDatabase(path.join(dataDir, DATABASE_FILE_NAME));
  let seeded: T;
  try {
    seeded = seed(db);
  } catch (error) {
    closeDatabase(db);
    throw error;
  }
  if (seeded instanceof Promise) return seeded.finally(() => closeDatabase(db)) as T;
  closeDatabase(db);
  return seeded;
}

/**
 * Prepares a library with `prepare` (before the server starts, so it may hold the library open),
 * serves it and launches Chromium in this file's beforeAll; in afterAll closes what the tests
 * opened and expects the server to exit cleanly. Its fields are there inside tests only.
 */
export function useServedApp<T>(prepare: (dirs: ServedAppDirs) => T | Promise<T>, options: ServedAppOptions = {}): ServedApp<T> {
  let started: { serve: ServeProcess; browser: Browser; seed: T } | undefined;
  let serve: ServeProcess | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];
  const ready = () => {
    if (!started) throw new Error("The served app starts in beforeAll; use it inside tests.");
    return started;
  };

  beforeAll(async () => {
    await ensureRendererBuilt();
    const work = tempDirForSuite("distillate-e2e-");
    const dataDir = path.join(work, "data");
    // One installation for the run's libraries: each model is tried once per run, not per file.
    giveSuiteInstallSecret(dataDir);
    const seed = await prepare({ dataDir, work });
    serve = await startServe(dataDir, options.env);
    browser = await launchBrowser({ showScrollbars: options.showScrollbars ?? false });
    started = { serve, browser, seed };
  }, options.setupTimeoutMs ?? 600_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    if (serve) expect(await serve.stop()).toBe(0);
  });

  const newContext = async (contextOptions: BrowserContextOptions = {}) => {
    const context = await ready().browser.newContext(contextOptions);
    context.setDefaultTimeout(120_000);
    contexts.push(context);
    return context;
  };

  return {
    get serve() {
      return ready().serve;
    },
    get browser() {
      return ready().browser;
    },
    get seed() {
      return ready().seed;
    },
    pageErrors,
    newContext,
    async open(contextOptions = {}, prepareContext) {
      const context = await newContext(contextOptions);
      await prepareContext?.(context);
      const page = await context.newPage();
      page.on("pageerror", (error) => pageErrors.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error" && (options.countsConsoleError?.(message.text()) ?? true)) pageErrors.push(message.text());
      });
      return page;
    },
    go: (page, hash) => page.goto(`${ready().serve.url}${hash}`),
    async goToView(page, view) {
      await page.goto(`${ready().serve.url}#/${view}`);
      // The sidebar links a view by its name alone, whatever the route adds ("review?mode=table").
      const name = view.split(/[/?]/)[0];
      await expect.poll(() => page.getByRole("navigation", { name: "Views" }).locator('a[aria-current="page"]').getAttribute("href")).toBe(`#/${name}`);
    },
  };
}
