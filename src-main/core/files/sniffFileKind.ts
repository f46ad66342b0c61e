/**
 * What a file that is not a PDF probably is, from its first bytes, worded to finish the sentence
 * "it looks like ...". The usual culprits: a figure saved with a .pdf name, a Word file, and a
 * publisher's HTML login or paywall page saved by a download that "succeeded". Empty when we
 * cannot tell.
 */
export function sniffFileKind(bytes: Uint8Array): string {
  const head = bytes.subarray(0, 1024);
  const startsWith = (...magic: number[]) => magic.every((byte, i) => head[i] === byte);
  if (startsWith(0x89, 0x50, 0x4e, 0x47)) return "a PNG image";
  if (startsWith(0xff, 0xd8, 0xff)) return "a JPEG image";
  if (startsWith(0x47, 0x49, 0x46, 0x38)) return "a GIF image";
  if (startsWith(0x49, 0x49, 0x2a, 0x00) || startsWith(0x4d, 0x4d, 0x00, 0x2a)) return "a TIFF image";
  if (startsWith(0x50, 0x4b, 0x03, 0x04)) {
    // Office files are ZIP archives whose first entry names the format.
    const names = new TextDecoder("latin1").decode(head);
    if (names.includes("word/")) return "a Word document (.docx)";
    if (names.includes("[Content_Types].xml")) return "an Office document";
    return "a ZIP archive";
  }
  if (startsWith(0xd0, 0xcf, 0x11, 0xe0)) return "an old-style Office document (.doc)";
  if (startsWith(0x25, 0x21, 0x50, 0x53)) return "a PostScript file";

  const text = decodeUtf8(head);
  if (text === null) return "";
  if (/^\s*(<!doctype html|<html)/i.test(text) || /<(html|head|body)[\s>]/i.test(text)) return "an HTML page, perhaps a web page saved instead of the PDF";
  if (/^\s*\{[\s\S]*"/.test(text)) return "a JSON file";
  // Tab, line feed and carriage return are the only control characters plain text has.
  if (!/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(text)) return "plain text";
  return "";
}

function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    // A multi-byte character cut at the 1024-byte boundary is not a reason to say "binary".
    return new TextDecoder("utf-8", { fatal: true }).decode(trimPartialCharacter(bytes));
  } catch {
    return null;
  }
}

/** Drops a trailing incomplete (or, harmlessly, complete) multi-byte character. */
function trimPartialCharacter(bytes: Uint8Array): Uint8Array {
  let end = bytes.length;
  for (let back = 0; back < 3 && end > 0 && (bytes[end - 1]! & 0xc0) === 0x80; back++) end--;
  if (end > 0 && bytes[end - 1]! >= 0xc0) end--;
  return end === bytes.length ? bytes : bytes.subarray(0, end);
}
