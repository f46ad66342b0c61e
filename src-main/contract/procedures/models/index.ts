// The models service's procedures, one module each exporting one procedure named as its file: the
// service interface (../../services.ts) and the wire table (../../methods.ts) are derived from this list.
export * from "./list.ts";
export * from "./add.ts";
export * from "./addRemote.ts";
export * from "./probeRemote.ts";
export * from "./availability.ts";
export * from "./addDemo.ts";
export * from "./remove.ts";
export * from "./info.ts";
export * from "./catalog.ts";
export * from "./builtIn.ts";
export * from "./download.ts";
export * from "./cancelDownload.ts";
