// Runs the benchmarks named on the command line (all when none): `node bench/run.ts db`.
const suites: Record<string, () => Promise<{ run(): Promise<unknown> }>> = {
  db: () => import("./db.bench.ts"),
  pdf: () => import("./pdf.bench.ts"),
  reading: () => import("./reading.bench.ts"),
  cli: () => import("./cli.bench.ts"),
  llm: () => import("./llm.bench.ts"),
  gguf: () => import("./gguf.bench.ts"),
  pipeline: () => import("./pipeline.bench.ts"),
  ui: () => import("./ui.bench.ts"),
  export: () => import("./export.bench.ts"),
  review: () => import("./review.bench.ts"),
  similarity: () => import("./similarity.bench.ts"),
  report: () => import("./report.bench.ts"),
  judge: () => import("./judge.bench.ts"),
  bibtex: () => import("./bibtex.bench.ts"),
  // Not in a bare `npm run bench`: 1M rows and a 135 MB file, the previous code beside (minutes).
  qaimport: () => import("./qaImport.bench.ts"),
  // Skips with a message unless DISTILLATE_LITQA_DIR points at LitQA2 (never in the repository).
  ask: () => import("./ask.bench.ts"),
  remote: () => import("./remote.bench.ts"),
  // Not in a bare `npm run bench`: it builds a library of 10,000 papers and 1M QAs (minutes, GBs).
  scale: () => import("./scale.bench.ts"),
  // Published QAs: ChemLit-QA from ../shared/reference, SciQAG from DISTILLATE_SCIQAG_DIR.
  reference: () => import("./reference.bench.ts"),
  // The shared papers' tables.json, then Tabula's suite and ICDAR 2013 from DISTILLATE_TABULA_DIR.
  tables: () => import("./tables.bench.ts"),
  // Not in a bare `npm run bench`: OCR takes seconds a page (minutes in all).
  ocr: () => import("./ocr.bench.ts"),
  // Parse pool sharing one paper's pages between workers, or not (about 3 minutes on two cores).
  pool: () => import("./poolSharing.bench.ts"),
};
const onRequestOnly = new Set(["scale", "qaimport", "ocr"]);

// Words starting with "--" are the benchmarks' own flags (reference's --json), not names.
const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
const unknown = wanted.filter((name) => !(name in suites));
if (unknown.length > 0) {
  console.error(`Unknown benchmark ${unknown.join(", ")}; available: ${Object.keys(suites).join(", ")}`);
  process.exit(64);
}
if (!process.argv.includes("--json")) console.log(`Node ${process.version}, ${process.platform}-${process.arch}`);
for (const name of wanted.length > 0 ? wanted : Object.keys(suites).filter((name) => !onRequestOnly.has(name))) {
  await (await suites[name]!()).run();
}
