/**
 * A PDF from its objects written as text, numbered from 1 in the order given (object 1 is the
 * catalogue), with its cross-reference table: for test PDFs that need what pdfkit cannot write
 * (a ToUnicode map of one's choosing, a font left unembedded under a predefined CMap).
 */
export function pdfFromObjects(objects: string[]): Uint8Array {
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

/**
 * A ToUnicode CMap for a one-byte font: each pair is "<code> <unicode>" in hex. Test PDFs use it to
 * give drawn glyphs another text than their shapes (Hebrew letters, lowered capitals).
 */
export function toUnicodeCMap(pairs: string[]): string {
  return [
    "/CIDInit /ProcSet findresource begin 12 dict begin begincmap",
    "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
    "/CMapName /Adobe-Identity-UCS def /CMapType 2 def",
    "1 begincodespacerange <00> <FF> endcodespacerange",
    `${pairs.length} beginbfchar`,
    ...pairs,
    "endbfchar endcmap CMapName currentdict /CMap defineresource pop end end",
  ].join("\n");
}
