import path from "node:path";

/**
 * The PDFs in a Zotero `file` field: "Description:path:mime" entries separated by ";", with
 * Zotero's escapes (`\:` `\;` `\\`, so "C\:\\Users\\x.pdf" on Windows). A bare path is
 * accepted too. Relative paths are taken from the export's folder, as Zotero writes them when
 * the export is made with its files.
 */
export function pdfPathsOfFileField(field: string, exportDir: string): string[] {
  const paths: string[] = [];
  for (const attachment of splitUnescaped(field, ";")) {
    const parts = splitUnescaped(attachment, ":").map(unescape);
    // A Windows drive letter splits off as its own part when Zotero did not escape it.
    const joined = parts.length >= 4 && /^[A-Za-z]$/.test(parts[1]!) ? [parts[0]!, `${parts[1]}:${parts[2]}`, ...parts.slice(3)] : parts;
    const [file, mime] = joined.length >= 2 ? [joined[1]!, joined[2] ?? ""] : [joined[0]!, ""];
    const trimmed = file.trim();
    if (trimmed === "") continue;
    if (mime !== "application/pdf" && !/\.pdf$/i.test(trimmed)) continue;
    paths.push(resolveFrom(exportDir, trimmed));
  }
  return paths;
}

/** An export's path as a file on this machine: absolute ones kept (either system's form), relative ones from the export's folder. */
export function resolveFrom(exportDir: string, file: string): string {
  if (path.isAbsolute(file) || path.win32.isAbsolute(file)) return path.normalize(file);
  return path.resolve(exportDir, file);
}

function splitUnescaped(text: string, separator: string): string[] {
  const parts: string[] = [];
  let current = "";
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === "\\" && i + 1 < text.length) {
      current += c + text[++i];
    } else if (c === separator) {
      parts.push(current);
      current = "";
    } else current += c;
  }
  parts.push(current);
  return parts;
}

function unescape(text: string): string {
  return text.replace(/\\(.)/g, "$1");
}
