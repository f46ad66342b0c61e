/**
 * What may not stand raw in a message that names a file, a folder or an address: every C0
 * control (a line feed or carriage return would start a line of its own in the CLI's output, a
 * log or a notice, one that can read like another result), DEL, the C1 controls, the line and
 * paragraph separators (U+2028, U+2029), and the explicit bidirectional embeddings, overrides and
 * isolates (U+202A-U+202E, U+2066-U+2069), which turn the rest of the message around where it is
 * shown, in the desktop app as in a terminal ("\u202efdp.exe" shows as "exe.pdf").
 */
const UNSHOWABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/**
 * A user-supplied name (a path, a file name, a URL) as an error message shows it: each character
 * above written as its escape, `\u000a`, the rest as it is, so the message stays one line whose
 * words read in their own order. Names are whatever the file system allows (Linux allows a line
 * feed); the error's own field (`file`, `target`) keeps the exact name for code that opens it.
 */
export function shownName(name: string): string {
  return name.replace(UNSHOWABLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/**
 * Words from elsewhere (a model server's error, the names it lists, a model name typed in a
 * setting) as a message shows them: on one line (each run of spaces, tabs and line breaks as one
 * space, as a proxy's HTML page has them), with every other character of UNSHOWABLE escaped as
 * shownName escapes it, so a server cannot start a line that reads like another result, nor turn
 * the rest of the message around.
 */
export function shownText(text: string): string {
  return shownName(text.replace(/[\s\u0085]+/g, " "));
}
