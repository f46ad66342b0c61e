// Builds the command-line tool (and the HTTP server it starts with `serve`) into out/cli/, so
// `distillate` runs plain JavaScript instead of type-stripping some 340 TypeScript modules on
// every start. Our code is bundled; packages stay in node_modules (imported by name at run
// time), which is what lets `npm install -g` work: the installed package resolves them from
// its own node_modules. The worker entries are built beside cli.js, where the pools look for
// them (workerScriptUrl), and every chunk is written to the same folder so a lazily loaded
// chunk that starts a worker looks in the right place too.
import { builtinModules } from "node:module";
import path from "node:path";
import { parseArgs } from "node:util";
import { build } from "vite";

const root = path.resolve(import.meta.dirname, "..");
const src = (file: string) => path.join(root, "src-main", file);

/** Anything that is not a relative or absolute path is a package or a Node built-in. */
const isExternal = (id: string) => !id.startsWith(".") && !path.isAbsolute(id) && !id.startsWith("\0");

/** Builds into `outDir` (emptied first). Defaults to out/cli. */
export async function buildCli(outDir = path.join(root, "out/cli")): Promise<void> {
  await build({
    configFile: false,
    root,
    logLevel: "warn",
    build: {
      outDir,
      emptyOutDir: true,
      ssr: true,
      target: "node22",
      minify: false,
      sourcemap: false,
      reportCompressedSize: false,
      rolldownOptions: {
        input: {
          cli: src("server/cli/main.ts"),
          parseWorker: src("core/documents/pool/parseWorker.ts"),
          exportWorker: src("core/export/exportWorker.ts"),
          reviewWorker: src("core/review/worker/reviewWorker.ts"),
          reportWorker: src("core/report/worker/reportWorker.ts"),
          zoteroExportWorker: src("core/imports/zotero/zoteroExportWorker.ts"),
          builtInEmbedderWorker: src("core/llm/embeddings/builtIn/builtInEmbedderWorker.ts"),
          trialChild: src("core/llm/trials/trialChild.ts"),
        },
        external: (id) => isExternal(id) || builtinModules.includes(id),
        output: { format: "esm", entryFileNames: "[name].js", chunkFileNames: "[name]-[hash].js" },
      },
    },
  });
}

// `node scripts/buildCli.ts [--out-dir <dir>]`: the test of an installed copy builds elsewhere.
if (import.meta.main) {
  const { values } = parseArgs({ options: { "out-dir": { type: "string" } } });
  await buildCli(values["out-dir"] && path.resolve(values["out-dir"]));
}
