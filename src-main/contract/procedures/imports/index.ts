// The imports service's procedures, one module each exporting one procedure named as its file: the
// service interface (../../services.ts) and the wire table (../../methods.ts) are derived from this list.
export * from "./importPapers.ts";
export * from "./upload.ts";
export * from "./importZotero.ts";
export * from "./importReport.ts";
export * from "./unlockImport.ts";
export * from "./resolveDuplicate.ts";
export * from "./clearImports.ts";
export * from "./cancelImport.ts";
