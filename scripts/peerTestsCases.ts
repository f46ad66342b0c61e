// Which of the peers' own table tests the "peer tests" suite keeps (scripts/extractPeerTestsSuite.ts),
// where each test's expectation sits in the peer's repository, and which tests are left out and
// why. Only names and places are written here: the PDFs and the expected cells are read out of a
// copy of each repository when the suite is extracted, never committed.
//
// Three kinds of expectation, as the peers' tests assert them:
// - "table": the whole table, every row of cells (scored found / shape / cells / rows / false);
// - "row": one row of a table (the test asserts a row, not the table): found when some table read
//   on the page holds a row whose non-empty cells are those, in order;
// - "count": how many tables the page holds (0: a page with no table, where any table is false).
// Where the expectation is a literal in a test function, `assert` is the index of the
// `assert <x> == <literal>` statement inside that function, counted from 0.

export type PeerName = "pdfplumber" | "pymupdf" | "tabula-py" | "gmft";

export type PeerExpectation =
  | { from: "assert"; file: string; func: string; assert: number }
  | { from: "csv"; file: string }
  | { from: "pickle"; file: string; key: string };

export interface PeerTestCase {
  id: string;
  peer: PeerName;
  pdf: string;
  page: number;
  kind: "table" | "row" | "count";
  expect: PeerExpectation;
  /** The peer's test compares texts with every space removed (its own post-processing). */
  spaceless?: boolean;
  /** What the test reads with, in a few words: settings that are not the peer's defaults. */
  about: string;
}

/** A file each peer's repository holds at its top, to tell which peer a copy is. */
export const PEER_MARKERS: Record<PeerName, string> = {
  pdfplumber: "pdfplumber/table.py",
  pymupdf: "src/table.py",
  "tabula-py": "tabula/io.py",
  gmft: "gmft/auto.py",
};

/**
 * gmft (conjuncts/gmft, MIT) asserts every table of nine papers whole: its test_df compares each
 * table it reads, as CSV, with data/test/references/tatr_csvs.json, and tatr_tables.json says on
 * which page (counted from 0) and PDF each table is. Its cases are built from those two files, one
 * case per page, rather than listed here.
 */
export const GMFT_REFERENCES = { csvs: "data/test/references/tatr_csvs.json", tables: "data/test/references/tatr_tables.json" };

const plumber = (id: string, pdf: string, kind: PeerTestCase["kind"], file: string, func: string, assert: number, about: string, page = 1): PeerTestCase => ({
  id: `pdfplumber-${id}`,
  peer: "pdfplumber",
  pdf: `tests/pdfs/${pdf}`,
  page,
  kind,
  expect: { from: "assert", file: `tests/${file}`, func, assert },
  about,
});
const mupdf = (id: string, pdf: string, kind: PeerTestCase["kind"], func: string, assert: number, about: string): PeerTestCase => ({
  id: `pymupdf-${id}`,
  peer: "pymupdf",
  pdf: `tests/resources/${pdf}`,
  page: 1,
  kind,
  expect: { from: "assert", file: "tests/test_tables.py", func, assert },
  about,
});
const tabula = (id: string, pdf: string, csv: string, about: string): PeerTestCase => ({
  id: `tabula-py-${id}`,
  peer: "tabula-py",
  pdf: `tests/resources/${pdf}`,
  page: 1,
  kind: "table",
  expect: { from: "csv", file: `tests/resources/${csv}` },
  about,
});

export const PEER_TEST_CASES: PeerTestCase[] = [
  plumber("issue-140-last-row", "issue-140-example.pdf", "row", "test_table.py", "test_edges_strict", 0, "last row; ruled lines only"),
  plumber("senate-last-row", "senate-expenditures.pdf", "row", "test_table.py", "test_text_tolerance", 1, "last row of a cropped region read by text alignment"),
  plumber("issue-336-count", "issue-336-example.pdf", "count", "test_table.py", "test_order", 0, "three ruled tables on the page; defaults"),
  plumber("table-curves-count", "table-curves-example.pdf", "count", "test_table.py", "test_table_curves", 0, "one table drawn with rounded corners; defaults"),
  { ...plumber("warn-header-row", "WARN-Report-for-7-1-2015-to-03-25-2016.pdf", "row", "test_ca_warn_report.py", "test_parse", 0, "header row; columns from the page's rectangles; spaces removed"), spaceless: true },
  { ...plumber("warn-first-row", "WARN-Report-for-7-1-2015-to-03-25-2016.pdf", "row", "test_ca_warn_report.py", "test_parse", 1, "first body row; columns from the page's rectangles; spaces removed"), spaceless: true },
  {
    id: "pymupdf-chinese-tables",
    peer: "pymupdf",
    pdf: "tests/resources/chinese-tables.pdf",
    page: 1,
    kind: "table",
    expect: { from: "pickle", file: "tests/resources/chinese-tables.pickle", key: "extracts" },
    about: "two ruled tables; defaults (the test compares with a saved run of its own)",
  },
  mupdf("small-table", "small-table.pdf", "table", "test_boxes_param", 0, "a table without rules; the test supplies cell boxes"),
  mupdf("test-3179-count", "test_3179.pdf", "count", "test_3179", 0, "three tables on the page; defaults"),
  mupdf("battery-count", "battery-file-22.pdf", "count", "test_battery_file", 0, "no table on the page; defaults"),
  mupdf("dotted-grid-count", "dotted-gridlines.pdf", "count", "test_dotted_grid", 0, "three tables ruled with dotted lines; defaults"),
  tabula("data-page-1", "data.pdf", "data_1.csv", "page 1, stream mode"),
  tabula("campaign-donors", "campaign_donors.pdf", "campaign_donors.csv", "column positions given by the test; guess off"),
];

/** Tests with table expectations that are not kept, and why. */
export const PEER_TESTS_LEFT_OUT: { peer: PeerName; test: string; why: string }[] = [
  { peer: "pdfplumber", test: "test_table.py test_text_layout, test_nics_report.py test_text_only_strategy, test_table_curves (cell)", why: "asserts single cells, not a row or a table" },
  { peer: "pdfplumber", test: "test_table.py test_issue_466_mixed_strategy", why: "asserts shapes of tables found with mixed settings, no count or text" },
  { peer: "pdfplumber", test: "test_nics_report.py test_plain", why: "asserts column sums, not cells" },
  { peer: "pdfplumber", test: "test_issues.py (issue 140 crop, 203, 316)", why: "asserts a row count of a cropped region, or no table in a crop" },
  { peer: "pymupdf", test: "test_tables.py test_4017", why: "its expectations are marked by the test as the current incorrect output" },
  { peer: "pymupdf", test: "test_tables.py test_2812, test_3148, test_add_lines, test_refine_*, test_resolve_*, test_find_tables_*", why: "tables drawn by the test itself at run time, or settings-only checks" },
  { peer: "pymupdf", test: "test_tables.py test_2979, test_3062", why: "assert equal row lengths or unchanged cell boxes, not contents" },
  { peer: "tabula-py", test: "test_read_pdf_table.py data_2-3.csv", why: "one table joined across pages 2 and 3 (multiple_tables=False)" },
  { peer: "tabula-py", test: "test_read_pdf_table.py MultiColumn.csv, data_dtype template", why: "areas or a template chosen by the test" },
  { peer: "gmft", test: "tatr_tables.json entries without a CSV in tatr_csvs.json", why: "the test asserts no cells for them" },
  { peer: "gmft", test: "ditr_csvs.json, test_full, test_spanning, test_pubt", why: "the same tables read by a second model, or assertions on positions and spans" },
];
