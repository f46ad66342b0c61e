// Someone else's text (a paper's cells, captions, titles, file names) placed in Markdown that
// Distillate writes: a copied or printed table and the dataset card of a Hugging Face export.

/**
 * A cell in a Markdown table row: pipes escaped (a bare one would end the cell), line breaks as
 * spaces. A paper's text is someone else's, and Markdown passes HTML through: a cell holding
 * `<!-- ` would hide the rest of the table where it is shown, `<img onerror=…>` would be markup, and
 * `&lt;` would show as `<`. So a `<` that could open a tag, comment or link (a letter, `/`, `!` or
 * `?` after it, and a `>` later) and a `&` that spells an entity are escaped; "<0.001" and "<LOD"
 * are left as printed.
 */
export function markdownCell(text: string): string {
  const escaped = text.replace(/\\/g, "\\\\").replace(/\|/g, "\\|");
  const lastClose = escaped.lastIndexOf(">");
  return escaped
    .replace(/<(?=[A-Za-z/!?])/g, (mark, at: number) => (at < lastClose ? "\\<" : mark))
    .replace(/&(?=#?[A-Za-z0-9]+;)/g, "\\&")
    .replace(/\s*[\r\n]+\s*/g, " ")
    .trim();
}

/**
 * Text that starts a Markdown paragraph of its own (a footnote, a caption with no label): as a
 * cell, and with a first character that would start a block escaped, so a table's usual footnote
 * "* P < 0.05" or "- not reported" keeps its mark instead of becoming a bullet, "# of cases" is
 * not a heading, "> 60 years" not a quote, and "```" or "<div" does not swallow what follows.
 */
export function markdownParagraph(text: string): string {
  const inline = markdownCell(text);
  return /^(?:[#>*+-](?=\s|$)|#{1,6}(?=\s|$)|[*_-]{3}|`{3}|~{3}|<(?=[A-Za-z/!?]))/.test(inline) ? `\\${inline}` : inline;
}

/**
 * A link's address as Markdown's `[text](address)` takes it: every character that could end the
 * address, the link or a table cell early (spaces and controls, parentheses, brackets, angle
 * brackets, pipes, backslashes, quotes) percent-encoded, so a DOI such as "10.1016/0022(05)80"
 * or a hostile "10.1/x)<!--" stays one address; doi.org reads the encoded form alike.
 */
export function markdownUrl(address: string): string {
  // encodeURIComponent leaves ( ) and ' as they are: those three are spelled out here.
  return address.replace(/[\s\p{Cc}()[\]<>|\\"'`]/gu, (c) => (c === "(" ? "%28" : c === ")" ? "%29" : c === "'" ? "%27" : encodeURIComponent(c)));
}
