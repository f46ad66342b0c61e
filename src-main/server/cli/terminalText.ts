/**
 * What a terminal may act on instead of showing: C0 controls but tab and line feed (ESC starts
 * every escape sequence, BEL ends a title change, CR moves back over a line already printed),
 * DEL, and the C1 controls (U+009B is a CSI of its own on many terminals). Also the explicit
 * bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069): a terminal or
 * editor that lays out right-to-left text turns the rest of the line around at an override, so a
 * cell or file name holding U+202E would show the cells after it, or "exe.pdf", reversed. Hebrew
 * and Arabic text read from a page holds none of them (their order is the letters' own).
 */
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * `text` as it is safe to print to a terminal: every control character above shown as its
 * escape, `\u001b`, so `\u001b]0;title\u0007` or `\u001b[2J` from a paper, a file name or a
 * model's answer is read, not obeyed (a CRLF line end is just a line end). The form is also a
 * JSON escape, and such characters only ever stand inside a JSON document's strings, so `--json`
 * output passed through this stays JSON with the same value (JSON.stringify leaves DEL and C1 raw).
 */
export function terminalText(text: string): string {
  return text.replace(/\r\n/g, "\n").replace(CONTROLS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/**
 * `text` kept on one line: a line feed shown as its escape, `\u000a`, like the controls above.
 * Linux allows a line feed in a file name, so a PDF named "a\nimported   #7  b.pdf" would
 * otherwise print a line of its own that reads like another file's result; each of the import's
 * per-file lines (and its progress lines) goes through this.
 */
export function oneLine(text: string): string {
  return text.replace(/\r?\n/g, "\\u000a");
}
