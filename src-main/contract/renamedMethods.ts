import { isMethodName, type MethodName } from "./methods.ts";

/**
 * Wire names of the release before: those of the `pipeline` service before it was split into
 * one service per noun (runs, judge, export, qaImport; a paper's key QAs, graph and synthesis
 * went to library), and `retryFailed`, which only puts failed items back in the queue and so is
 * `requeueFailed` now (one retry verb: `retryRun` runs them), the imported datasets, which
 * left the `library` service (papers) for a `datasets` service of their own, and the imports
 * (files, uploads, Zotero exports and their report), which left it for an `imports` service.
 * Scripts that still call them keep working for one release through the one dispatcher
 * (invokeService.ts), with the same arguments, limits and results; docs/serve.md lists them.
 */
export const RENAMED_METHODS = {
  "pipeline.startRun": "runs.startRun",
  "pipeline.resumeRun": "runs.resumeRun",
  "pipeline.pause": "runs.pause",
  "pipeline.cancel": "runs.cancel",
  "pipeline.retryRun": "runs.retryRun",
  "pipeline.retryFailed": "runs.requeueFailed",
  "runs.retryFailed": "runs.requeueFailed",
  "pipeline.listRuns": "runs.listRuns",
  "pipeline.getRun": "runs.getRun",
  "pipeline.failedItems": "runs.failedItems",
  "pipeline.emptyItems": "runs.emptyItems",
  "pipeline.runPapers": "runs.runPapers",
  "pipeline.checkRun": "runs.checkRun",
  "pipeline.strategies": "runs.strategies",
  "pipeline.evaluate": "judge.evaluate",
  "pipeline.evaluatePreview": "judge.evaluatePreview",
  "pipeline.exportDataset": "export.exportDataset",
  "pipeline.countExport": "export.countExport",
  "pipeline.exportPreview": "export.exportPreview",
  "pipeline.exportContent": "export.exportContent",
  "pipeline.importQas": "qaImport.importQas",
  "pipeline.keyQas": "library.keyQas",
  "pipeline.paperGraph": "library.paperGraph",
  "pipeline.paperSynthesis": "library.paperSynthesis",
  "library.datasets": "datasets.listDatasets",
  "library.datasetTexts": "datasets.listTexts",
  "library.importPapers": "imports.importPapers",
  "library.upload": "imports.upload",
  "library.importZotero": "imports.importZotero",
  "library.importReport": "imports.importReport",
  "library.unlockImport": "imports.unlockImport",
  "library.resolveDuplicate": "imports.resolveDuplicate",
  "library.clearImports": "imports.clearImports",
} as const satisfies Record<string, MethodName>;

/** The method a wire name calls: itself when it is one, the current name of a renamed one, else undefined. */
export function currentMethodName(name: unknown): MethodName | undefined {
  if (isMethodName(name)) return name;
  return typeof name === "string" && Object.hasOwn(RENAMED_METHODS, name) ? RENAMED_METHODS[name as keyof typeof RENAMED_METHODS] : undefined;
}
