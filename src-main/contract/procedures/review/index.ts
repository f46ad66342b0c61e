// The review service's procedures, one module each exporting one procedure named as its file: the
// service interface (../../services.ts) and the wire table (../../methods.ts) are derived from this list.
export * from "./query.ts";
export * from "./ids.ts";
export * from "./idsPage.ts";
export * from "./get.ts";
export * from "./annotate.ts";
export * from "./bulkDecide.ts";
export * from "./restore.ts";
export * from "./undoBulk.ts";
export * from "./counts.ts";
export * from "./total.ts";
export * from "./facets.ts";
export * from "./reviewers.ts";
export * from "./renameReviewer.ts";
export * from "./agreement.ts";
