// The datasets service's procedures, one module each exporting one procedure named as its file: the
// service interface (../../services.ts) and the wire table (../../methods.ts) are derived from this list.
export * from "./listDatasets.ts";
export * from "./listDatasetsPage.ts";
export * from "./listTexts.ts";
export * from "./listTextsPage.ts";
