// The settings service's procedures, one module each exporting one procedure named as its file: the
// service interface (../../services.ts) and the wire table (../../methods.ts) are derived from this list.
export * from "./get.ts";
export * from "./ocrChoices.ts";
export * from "./update.ts";
