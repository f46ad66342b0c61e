// The desktop service's procedures, one module each exporting one procedure named as its file: the
// service interface (../../services.ts) and the wire table (../../methods.ts) are derived from this list.
export * from "./pickPdfs.ts";
export * from "./pickFolder.ts";
export * from "./pickModelFile.ts";
export * from "./pickZoteroExport.ts";
export * from "./pickSavePath.ts";
export * from "./showInFolder.ts";
export * from "./saveApiKey.ts";
export * from "./hasApiKey.ts";
