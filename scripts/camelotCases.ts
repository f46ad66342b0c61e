/**
 * The cases kept from Camelot's test suite (camelot-dev/camelot, tests/): each a PDF under
 * tests/files/, its page, the flavor whose expected rows are taken and the lists of tests/data.py
 * holding them (one per table, in Camelot's order). Kept only where the test passes no parameter
 * but the page and the flavor. Where one PDF has expectations under several flavors, the page's
 * ruling decides which convention is taken: a page ruled as a grid (rules between its columns
 * as well as its rows) takes the flavor that reads the grid's lines (lattice, else hybrid); a page
 * without a grid takes network, whose table is the
 * aligned text block, not all the text between the page's edges as stream's is (tests/data.py
 * says stream "incorrectly includes a header and a footer").
 */
export interface CamelotCase {
  /** The case id: the PDF's name without ".pdf". */
  id: string;
  pdf: string;
  page: number;
  flavor: "lattice" | "stream" | "network" | "hybrid";
  /** The Camelot test the expected rows come from. */
  test: string;
  /** Names in tests/data.py, one per expected table. */
  data: string[];
  /** How the page is ruled, looked at on the page. */
  ruling: "grid" | "horizontal rules" | "none";
  about: string;
}

export const CAMELOT_CASES: readonly CamelotCase[] = [
  { id: "anticlockwise_table_1", pdf: "anticlockwise_table_1.pdf", page: 1, flavor: "lattice", test: "test_lattice.py::test_lattice_table_rotated", data: ["data_lattice_table_rotated"], ruling: "grid", about: "a ruled table printed sideways, turned anticlockwise" },
  { id: "anticlockwise_table_2", pdf: "anticlockwise_table_2.pdf", page: 1, flavor: "network", test: "test_network.py::test_network_table_rotated", data: ["data_network_table_rotated"], ruling: "horizontal rules", about: "a survey table printed sideways, turned anticlockwise, rules across only" },
  { id: "clockwise_table_1", pdf: "clockwise_table_1.pdf", page: 1, flavor: "lattice", test: "test_lattice.py::test_lattice_table_rotated", data: ["data_lattice_table_rotated"], ruling: "grid", about: "a ruled table printed sideways, turned clockwise" },
  { id: "clockwise_table_2", pdf: "clockwise_table_2.pdf", page: 1, flavor: "network", test: "test_network.py::test_network_table_rotated", data: ["data_network_table_rotated"], ruling: "horizontal rules", about: "a survey table printed sideways, turned clockwise, rules across only" },
  { id: "health", pdf: "health.pdf", page: 1, flavor: "network", test: "test_network.py::test_network", data: ["data_stream"], ruling: "horizontal rules", about: "budget figures, each row ruled and the table framed, no column rules, under a shaded title bar" },
  { id: "multiple_tables", pdf: "multiple_tables.pdf", page: 1, flavor: "network", test: "test_network.py::test_network_two_tables_b", data: ["data_network_two_tables_b_1", "data_network_two_tables_b_2"], ruling: "grid", about: "two small ruled tables with a paragraph between them" },
  { id: "stream_inner_outer_columns", pdf: "stream_inner_outer_columns.pdf", page: 1, flavor: "stream", test: "test_stream.py::test_stream_inner_outer_columns", data: ["data_stream_inner_outer_columns"], ruling: "none", about: "an unruled table whose outer and inner columns hold one value each" },
  { id: "twotables_2", pdf: "twotables_2.pdf", page: 1, flavor: "lattice", test: "test_lattice.py::test_lattice_two_tables", data: ["data_lattice_two_tables_1", "data_lattice_two_tables_2"], ruling: "grid", about: "two ruled tables on one page" },
  { id: "vertical_header", pdf: "vertical_header.pdf", page: 1, flavor: "network", test: "test_network.py::test_network_vertical_header", data: ["data_network_vertical_headers"], ruling: "grid", about: "election results in a grid with headings set vertically" },
];

/** Camelot tests with expected rows that are not kept, and why. */
export const CAMELOT_LEFT_OUT: readonly { test: string; reason: string }[] = [
  { test: "test_lattice.py::test_lattice", reason: "tabula/ (ICDAR us-030, a held-out document, read through Tabula's suite)" },
  { test: "test_lattice.py::test_lattice_table_regions", reason: "parameter table_regions" },
  { test: "test_lattice.py::test_lattice_table_areas", reason: "parameter table_areas" },
  { test: "test_lattice.py::test_lattice_process_background", reason: "parameter process_background" },
  { test: "test_lattice.py::test_lattice_copy_text", reason: "parameters line_scale, copy_text" },
  { test: "test_lattice.py::test_lattice_shift_text", reason: "parameters line_scale, shift_text" },
  { test: "test_lattice.py::test_lattice_arabic", reason: "tabula/ (in Tabula's suite)" },
  { test: "test_lattice.py::test_lattice_split_text", reason: "parameters line_scale, split_text" },
  { test: "test_hybrid.py::test_hybrid", reason: "health.pdf rules its rows but not its columns: no grid, so network's expectation (stream's is the same) is taken, not hybrid's (the same rows under the title bar as a row)" },
  { test: "test_stream.py::test_stream_table_rotated, test_hybrid.py::test_hybrid_table_rotated", reason: "clockwise/anticlockwise_table_2.pdf have no grid: network's expectation is taken" },
  { test: "test_stream.py::test_stream_two_tables, test_network.py::test_network_two_tables_a, test_hybrid.py::test_hybrid_two_tables", reason: "tabula/ (in Tabula's suite)" },
  { test: "test_stream|network|hybrid.py::*_table_regions, *_table_areas, test_stream_table_areas_take_precedence_over_header_text", reason: "parameters table_regions / table_areas" },
  { test: "test_stream.py::test_stream_header_footer_text", reason: "parameters header_text, footer_text" },
  { test: "test_stream|network|hybrid.py::*_columns", reason: "parameters columns, row_tol" },
  { test: "test_stream|network|hybrid.py::*_split_text", reason: "tabula/; parameters columns, split_text" },
  { test: "test_stream|network|hybrid.py::*_flag_size", reason: "parameter flag_size" },
  { test: "test_stream|network|hybrid.py::*_strip_text", reason: "parameter strip_text" },
  { test: "test_stream|network|hybrid.py::*_edge_tol", reason: "parameter edge_tol" },
  { test: "test_stream|network|hybrid.py::*_layout_kwargs", reason: "parameter layout_kwargs" },
  { test: "test_hybrid.py::test_hybrid_vertical_header", reason: "parameters backend, use_fallback, engine (network's default-parameter expectation is taken)" },
  { test: "test_hybrid.py::test_hybrid_process_background", reason: "parameters process_background, engine" },
  { test: "test_common.py::test_password", reason: "parameter password (health_protected.pdf, health.pdf's table)" },
  { test: "test_common.py::test_parsing_report, test_repr_*, test_pages_*", reason: "foo.pdf: a shape and one cell's box, no expected rows" },
];
