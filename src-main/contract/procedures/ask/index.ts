// The ask service's procedures, one module each exporting one procedure named as its file: the
// service interface (../../services.ts) and the wire table (../../methods.ts) are derived from this list.
export * from "./ask.ts";
export * from "./start.ts";
export * from "./stop.ts";
export * from "./retrieve.ts";
export * from "./get.ts";
export * from "./list.ts";
export * from "./keep.ts";
