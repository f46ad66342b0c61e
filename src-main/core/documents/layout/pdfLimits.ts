// The bounds openPdf (readPdf.ts) puts on one PDF before pdf.js may spend without end on it.

/**
 * The most pages read of one PDF: far above the longest theses and handbooks (a few thousand
 * pages), far below what a small hostile file can list (one page object named 100,000 times in
 * 600 KB took over 5 minutes and 6 GB before it was stopped; about 70 ms and 60 KB a page).
 */
export const PDF_MAX_PAGES = 5000;

/**
 * The most pixels the pictures of one PDF may declare for readImages to decode them (it only
 * looks for a table printed as a picture). pdf.js decodes every picture of a page once its
 * operator list is built, whether or not anyone draws it, and goes on after the document is
 * closed: 40 pictures of 49 M pixels on one page took 154 s and 7.8 GB. The shared papers
 * declare at most 24 M; a 20-page 300 dpi scan with a text layer 168 M.
 */
export const TABLE_PICTURES_MAX_PIXELS = 200_000_000;
