import type { MethodName } from "../../../src-main/contract/methods.ts";

/**
 * What each call does, in the words a failure message uses ("Could not save your review
 * decision: ..."), so no method name ever reaches the screen. Every method needs an entry: a new
 * one fails the typecheck until it gets its words.
 */
const ACTIONS: Record<MethodName, string> = {
  "system.doctor": "run the system check",
  "library.dbInfo": "read the library's details",
  "library.importPapers": "import the papers",
  "library.listPapers": "list the papers",
  "library.getPaper": "open the paper",
  "library.browse": "load the library",
  "library.reading": "open the paper's text",
  "library.paperFile": "load the paper's PDF",
  "library.upload": "upload the PDFs",
  "library.removePaper": "remove the paper",
  "llm.runtimeInfo": "read the model runtime's details",
  "llm.generateTest": "run the test generation",
  "llm.loadModel": "load the model",
  "llm.unloadModel": "unload the model",
  "llm.loadState": "check which model is loaded",
  "models.list": "list the models",
  "models.add": "add the model",
  "models.addDemo": "add the demo model",
  "models.remove": "remove the model",
  "models.info": "read the model's details",
  "models.catalog": "load the recommended models",
  "models.download": "download the model",
  "models.cancelDownload": "stop the download",
  "pipeline.strategies": "load the generation methods",
  "pipeline.startRun": "start the run",
  "pipeline.resumeRun": "resume the run",
  "pipeline.runPapers": "load the run's papers",
  "pipeline.pause": "pause the run",
  "pipeline.cancel": "cancel the run",
  "pipeline.listRuns": "list the runs",
  "pipeline.getRun": "load the run",
  "pipeline.failedItems": "load the failed items",
  "pipeline.retryFailed": "retry the failed items",
  "pipeline.keyQas": "load the key QAs",
  "pipeline.exportPreview": "preview the export",
  "pipeline.exportContent": "prepare the export",
  "pipeline.exportDataset": "write the export",
  "pipeline.countExport": "count the QAs to export",
  "review.query": "load the QAs to review",
  "review.ids": "select the QAs",
  "review.get": "open the QA",
  "review.annotate": "save your review decision",
  "review.bulkDecide": "save the decisions on the selected QAs",
  "review.restore": "undo the review change",
  "review.counts": "count the review queues",
  "review.facets": "load the review filters",
  "settings.get": "load the settings",
  "settings.update": "save the settings",
  "desktop.pickPdfs": "open the file dialog",
  "desktop.pickFolder": "open the folder dialog",
  "desktop.pickModelFile": "open the file dialog",
  "desktop.pickSavePath": "open the save dialog",
  "desktop.showInFolder": "show the file in its folder",
};

/** "save your review decision" for review.annotate; a neutral phrase for a name the contract does not have. */
export function actionOf(method: string): string {
  return Object.hasOwn(ACTIONS, method) ? ACTIONS[method as MethodName] : "finish that request";
}
