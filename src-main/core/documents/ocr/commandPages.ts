/**
 * The tesseract command's output for a list file of pictures, split back into each picture's own:
 * its hOCR holds one `ocr_page` element a picture, in the list's order, and its TSV numbers each
 * row's page in its second column (from 1). Round 41 found each page's part byte for byte what the
 * command writes of that picture read alone, but for the page number, which no reader here uses.
 */
export function splitHocrPages(hocr: string, pages: number): string[] {
  const starts = [...hocr.matchAll(/<div\s+class=['"]ocr_page['"]/g)].map((m) => m.index);
  const parts: string[] = [];
  for (let i = 0; i < pages; i++) parts.push(i < starts.length ? hocr.slice(starts[i], starts[i + 1] ?? hocr.length) : "");
  return parts;
}

/** The TSV's rows by page (its header row on none: the reader reads the word rows only). */
export function splitTsvPages(tsv: string, pages: number): string[] {
  const parts: string[][] = Array.from({ length: pages }, () => []);
  for (const row of tsv.split("\n")) {
    const page = Number(row.split("\t", 2)[1]);
    if (Number.isInteger(page) && page >= 1 && page <= pages) parts[page - 1]!.push(row);
  }
  return parts.map((rows) => rows.join("\n"));
}
