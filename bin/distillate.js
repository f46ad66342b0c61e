#!/usr/bin/env node
// Runs the built CLI (out/cli/cli.js, from `npm run build`) when there is one: plain JavaScript
// starts several times faster than type-stripping the ~300 TypeScript modules on every call,
// and it is all an installed package (`npm install -g`) has. In a checkout the TypeScript
// sources are run instead whenever the build is missing or older than any of them, so a fresh
// clone works right after `npm install`, and an edit takes effect without a rebuild. Through npm
// (`npx distillate`, npm scripts) the project's own Node from node_modules/.bin is used.
import fs from "node:fs";
import module from "node:module";

const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 22 || (major === 22 && minor < 18)) {
  process.stderr.write(
    `distillate: needs Node 22.18 or newer, this is ${process.version}. ` +
      "Run it as `npx distillate` from the project folder to use the project's own Node.\n",
  );
  process.exit(1);
}

const built = new URL("../out/cli/cli.js", import.meta.url);
const sources = new URL("../src-main/", import.meta.url);

/** Newest modification time under `dir`, in ms (0 when it does not exist). Folders count too:
 * deleting or adding a file changes its folder's time, not any remaining file's. */
function newestIn(dir) {
  let newest = 0;
  let entries;
  try {
    newest = fs.statSync(dir).mtimeMs;
    entries = fs.readdirSync(dir, { withFileTypes: true, recursive: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    if (entry.isFile() || entry.isDirectory()) newest = Math.max(newest, fs.statSync(`${entry.parentPath}/${entry.name}`).mtimeMs);
  }
  return newest;
}

/** The build, unless the sources beside it (a checkout; an installed package has none) are newer. */
function useBuilt() {
  let builtAt;
  try {
    builtAt = fs.statSync(built).mtimeMs;
  } catch {
    return false;
  }
  return builtAt >= newestIn(sources);
}

// Node keeps the compiled code (and, for TypeScript sources, the stripped text) of every module
// in its compile cache, so the next call, and each worker thread this one starts (export, report,
// PDF parsing), skips compiling hundreds of modules again. The workers inherit it through the
// environment. Quietly does nothing where the cache cannot be used.
module.enableCompileCache?.();
const cacheDir = module.getCompileCacheDir?.();
if (cacheDir && !process.env.NODE_COMPILE_CACHE) process.env.NODE_COMPILE_CACHE = cacheDir;

// A write past the file-size limit (`ulimit -f`) raises SIGXFSZ. Node ignores it, so the write
// fails with EFBIG and the command reports it; but signal-exit (loaded with node-llama-cpp's
// dependencies) listens for it and, finding itself the only listener, re-raises it: the process
// died mid-write (a model copy), leaving its temporary file behind and saying nothing.
process.on("SIGXFSZ", () => {});

const { runCli, jsonErrorLine } = await import(useBuilt() ? built.href : new URL("server/cli/main.ts", sources).href);
const argv = process.argv.slice(2);
if (argv.includes("--json")) {
  // Whatever escapes runCli still reaches stderr as one JSON error; without --json Node's own
  // report (with its stack) is more use in a bug report.
  const report = (error) => {
    process.stderr.write(jsonErrorLine(error));
    process.exit(1);
  };
  process.on("uncaughtException", report);
  process.on("unhandledRejection", report);
}
process.exitCode = await runCli(argv, {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
});
