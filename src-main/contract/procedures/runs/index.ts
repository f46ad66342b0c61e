// The runs service's procedures, one module each exporting one procedure named as its file: the
// service interface (../../services.ts) and the wire table (../../methods.ts) are derived from this list.
export * from "./generate.ts";
export * from "./resume.ts";
export * from "./pause.ts";
export * from "./cancel.ts";
export * from "./listRuns.ts";
export * from "./listRunsPage.ts";
export * from "./getRun.ts";
export * from "./failedItems.ts";
export * from "./requeueFailed.ts";
export * from "./retryRun.ts";
export * from "./retry.ts";
export * from "./emptyItems.ts";
export * from "./emptyItemsPage.ts";
export * from "./checkRun.ts";
export * from "./strategies.ts";
export * from "./startRun.ts";
export * from "./resumeRun.ts";
export * from "./runPapers.ts";
