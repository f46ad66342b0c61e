/**
 * What the browser tests need: Debian's Chromium driven by playwright-core, a real `distillate
 * serve` child process, and a renderer build that is up to date with the sources.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import type { MethodName, MethodResult } from "../../src-main/contract/methods.ts";
import { fromWireJson, toWireJson } from "../../src-main/contract/wireJson.ts";
import { chromiumPath } from "../../scripts/chromiumPath.ts";
import { REPO_ROOT } from "./runCliProcess.ts";

/** Where the browser tests leave their screenshots (CI keeps the folder). */
/**
 * How long a poll in a browser test waits for the page before it fails: generous, since the
 * machine running the suite may be busy; a poll that passes returns as soon as it does.
 */
export const POLL_MS = 300_000;

export const SCREENSHOTS_DIR = path.join(REPO_ROOT, "test-artifacts", "screenshots");

/** Saves `test-artifacts/screenshots/<name>.png`; the viewport only unless `fullPage`. */
export async function saveScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  fs.mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, `${name}.png`), fullPage: options.fullPage ?? false, animations: "disabled" });
}

/** Why browser tests cannot run here, or null when they can. */
export function browserUnavailableReason(): string | null {
  return chromiumPath()
    ? null
    : "Chromium is not installed, so the browser tests are skipped. Install it (Debian/Ubuntu: `sudo apt-get install chromium`) or point CHROMIUM_PATH at a Chromium binary.";
}

/**
 * A headless Chromium with no background traffic (updates, sync, safe browsing). For the tests,
 * its pages share one renderer process (`shareRenderer`, the default): every page of a test file
 * shows the same local app, so Chromium's process per site buys nothing there, and starting a
 * renderer for each load was about a third of a page load's time on two cores (1.0 s → 0.65 s a
 * load over the library, review and export views). The benchmarks keep Chromium's own process
 * model, so their figures stay comparable with earlier runs and with a user's browser.
 * `showScrollbars` draws classic scrollbars, as a desktop window does (defaults to false:
 * Playwright's headless default hides them).
 */
export async function launchBrowser({ shareRenderer = true, showScrollbars = false }: { shareRenderer?: boolean; showScrollbars?: boolean } = {}): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error(browserUnavailableReason()!);
  const { chromium } = await import("playwright-core");
  const quiet = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];
  return chromium.launch({
    executablePath,
    args: shareRenderer ? [...quiet, "--renderer-process-limit=1", "--disable-site-isolation-trials"] : quiet,
    // Playwright hides scrollbars in headless Chromium; a test of a stray scrollbar draws them as a desktop window does.
    ...(showScrollbars ? { ignoreDefaultArgs: ["--hide-scrollbars"] } : {}),
  });
}

export const RENDERER_DIR = path.join(REPO_ROOT, "out", "renderer");
const RENDERER_SOURCES = [path.join(REPO_ROOT, "src-renderer"), path.join(REPO_ROOT, "src-main", "contract"), path.join(REPO_ROOT, "electron.vite.config.ts")];

function newestChange(target: string): number {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

/** Whether out/renderer is missing or older than any source the page is built from. */
export function rendererIsStale(): boolean {
  const index = path.join(RENDERER_DIR, "index.html");
  if (!fs.existsSync(index)) return true;
  const built = fs.statSync(index).mtimeMs;
  return RENDERER_SOURCES.some((source) => fs.existsSync(source) && newestChange(source) > built);
}

const BUILD_LOCK = path.join(REPO_ROOT, "out", ".renderer-build.lock");

/** Takes the build lock (a directory, created atomically), waiting while another test file builds. */
async function withBuildLock<T>(work: () => T): Promise<T> {
  fs.mkdirSync(path.dirname(BUILD_LOCK), { recursive: true });
  for (;;) {
    try {
      fs.mkdirSync(BUILD_LOCK);
      break;
    } catch {
      // A lock left by a killed run is taken over once it is older than the longest build.
      const age = Date.now() - (fs.statSync(BUILD_LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 20 * 60_000) fs.rmSync(BUILD_LOCK, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return work();
  } finally {
    fs.rmSync(BUILD_LOCK, { recursive: true, force: true });
  }
}

/**
 * Builds the page (electron-vite builds main, preload and renderer) unless out/renderer is up to
 * date, so a fresh `npm install && npm test` works without a separate build step. Test files
 * running at once build it only once.
 */
export async function ensureRendererBuilt(): Promise<void> {
  if (!rendererIsStale()) return;
  await withBuildLock(() => {
    if (!rendererIsStale()) return;
    const cli = path.join(REPO_ROOT, "node_modules", "electron-vite", "bin", "electron-vite.js");
    const result = spawnSync(process.execPath, [cli, "build"], { cwd: REPO_ROOT, encoding: "utf8", timeout: 15 * 60_000 });
    if (result.status !== 0) throw new Error(`Building the renderer failed (electron-vite build, exit ${result.status}):\n${result.stderr || result.stdout}`);
    // Touch the entry so the next check sees a build newer than every source it was made from.
    const now = new Date();
    fs.utimesSync(path.join(RENDERER_DIR, "index.html"), now, now);
  });
}

export interface ServeProcess {
  /** The line `distillate serve` printed: http://127.0.0.1:PORT/?token=TOKEN */
  url: string;
  origin: string;
  token: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  stdout(): string;
  stderr(): string;
  /** One contract call over the server's API, as the page (or a second client) makes it; rejects with the error's name and message. */
  call<M extends MethodName>(method: M, ...args: unknown[]): Promise<MethodResult<M>>;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
}

/** Starts `distillate serve --port 0 --data-dir <dataDir>` and waits for the address it prints. */
export function startServe(dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<ServeProcess> {
  const child = spawn(process.execPath, [path.join(REPO_ROOT, "bin", "distillate.js"), "serve", "--port", "0", "--data-dir", dataDir], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stderr!.setEncoding("utf8").on("data", (text: string) => (stderr += text));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    void exited.then((code) => reject(new Error(`distillate serve exited with ${code} before printing its address:\n${stderr}`)));
    child.stdout!.setEncoding("utf8").on("data", (text: string) => {
      stdout += text;
      const line = stdout.split("\n")[0]!;
      if (!stdout.includes("\n")) return;
      const url = new URL(line);
      resolve({
        url: line,
        origin: url.origin,
        token: url.searchParams.get("token") ?? "",
        port: Number(url.port),
        child,
        stdout: () => stdout,
        stderr: () => stderr,
        call: async (method, ...args) => {
          const response = await fetch(`${url.origin}/api/call/${method}`, {
            method: "POST",
            headers: { Authorization: `Bearer ${url.searchParams.get("token") ?? ""}`, "Content-Type": "application/json" },
            body: toWireJson(args),
          });
          const outcome = fromWireJson(await response.text()) as { ok: true; value: never } | { ok: false; error: { name: string; message: string } };
          if (!outcome.ok) throw new Error(`${method}: ${outcome.error.name}: ${outcome.error.message}`);
          return outcome.value;
        },
        stop: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
          return exited;
        },
      });
    });
  });
}
