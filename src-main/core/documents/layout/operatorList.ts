/**
 * A page's drawing operations as pdf.js lists them (`getOperatorList`, or the chunks a render
 * streams): operation codes and, at the same index, their arguments. Read only here: the readers
 * of rules, italics, ligatures and letter case walk it, the OCR bound counts it.
 */
export interface OperatorList {
  fnArray: readonly number[];
  argsArray: readonly unknown[];
}

/**
 * A glyph of a text-showing operator in pdf.js's operator list, with only the fields the reader
 * looks at (pdf.js types them loosely): its text, its advance, whether it is a word space, and
 * the code the font's program gave it.
 */
export interface ShownGlyph {
  unicode?: string;
  width?: number;
  isSpace?: boolean;
  originalCharCode?: number;
}
