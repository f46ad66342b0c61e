/**
 * A page's drawing operations as pdf.js lists them (`getOperatorList`, or the chunks a render
 * streams): operation codes and, at the same index, their arguments. Read only here: the readers
 * of rules, italics, ligatures and letter case walk it, the OCR bound counts it.
 */
export interface OperatorList {
  fnArray: readonly number[];
  argsArray: readonly unknown[];
}
