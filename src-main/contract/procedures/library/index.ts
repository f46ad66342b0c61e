// The library service's procedures, one module each exporting one procedure named as its file: the
// service interface (../../services.ts) and the wire table (../../methods.ts) are derived from this list.
export * from "./dbInfo.ts";
export * from "./listPapers.ts";
export * from "./listPapersPage.ts";
export * from "./getPaper.ts";
export * from "./browse.ts";
export * from "./reading.ts";
export * from "./paperFile.ts";
export * from "./paperTables.ts";
export * from "./paperTablesPage.ts";
export * from "./paperTableRows.ts";
export * from "./ocrWords.ts";
export * from "./readTables.ts";
export * from "./removePaper.ts";
export * from "./editPaper.ts";
export * from "./keyQas.ts";
export * from "./paperGraph.ts";
export * from "./paperSynthesis.ts";
