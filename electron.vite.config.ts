import { resolve } from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "electron-vite";

// The folders follow the project's layering (src-main/{shell,core,...}, src-renderer), not
// electron-vite's default src/{main,preload,renderer}, so every entry is named here.
export default defineConfig({
  main: {
    build: {
      // Native and ESM-only runtime packages stay in node_modules (unpacked from asar by
      // electron-builder): node-llama-cpp must not be bundled, better-sqlite3 loads a .node file.
      externalizeDeps: true,
      // Each worker is its own entry so it is emitted next to index.js, where its pool looks for
      // it (src-main/core/documents/pool/workerScript.ts): out/main/parseWorker.js for the PDF
      // parser, out/main/exportWorker.js for exports (src-main/core/export/ExportRunner.ts),
      // out/main/reviewWorker.js for bulk review actions (src-main/core/review/worker/workerScript.ts),
      // out/main/reportWorker.js for dataset reports (src-main/core/report/worker/ReportRunner.ts),
      // out/main/zoteroExportWorker.js for Zotero exports (src-main/core/imports/zotero/readZoteroExportInWorker.ts).
      // out/main/builtInEmbedderWorker.js for the built-in sentence encoder (src-main/core/llm/embeddings/builtIn/BuiltInEmbedder.ts).
      // out/main/trialChild.js for model trials, a process of its own (src-main/core/llm/trials/ModelTrials.ts).
      rollupOptions: {
        input: {
          index: resolve(import.meta.dirname, "src-main/shell/main.ts"),
          parseWorker: resolve(import.meta.dirname, "src-main/core/documents/pool/parseWorker.ts"),
          exportWorker: resolve(import.meta.dirname, "src-main/core/export/exportWorker.ts"),
          reviewWorker: resolve(import.meta.dirname, "src-main/core/review/worker/reviewWorker.ts"),
          reportWorker: resolve(import.meta.dirname, "src-main/core/report/worker/reportWorker.ts"),
          zoteroExportWorker: resolve(import.meta.dirname, "src-main/core/imports/zotero/zoteroExportWorker.ts"),
          builtInEmbedderWorker: resolve(import.meta.dirname, "src-main/core/llm/embeddings/builtIn/builtInEmbedderWorker.ts"),
          trialChild: resolve(import.meta.dirname, "src-main/core/llm/trials/trialChild.ts"),
        },
      },
    },
  },
  preload: {
    build: {
      // A sandboxed preload must be one CommonJS file that requires only "electron".
      externalizeDeps: false,
      rollupOptions: {
        input: { preload: resolve(import.meta.dirname, "src-main/shell/preload.ts") },
        external: ["electron"],
        output: { format: "cjs", entryFileNames: "[name].cjs" },
      },
    },
  },
  renderer: {
    root: resolve(import.meta.dirname, "src-renderer"),
    plugins: [react()],
    // The renderer's one way into the contract (see tsconfig.web.json).
    resolve: { alias: { "@contract": resolve(import.meta.dirname, "src-main/contract") } },
    build: {
      // electron-vite leaves the renderer unminified; minifying halves what the page parses at
      // start, which the browser transport (and the review-table benchmark) feel most.
      minify: true,
      rollupOptions: { input: { index: resolve(import.meta.dirname, "src-renderer/index.html") } },
    },
  },
});
