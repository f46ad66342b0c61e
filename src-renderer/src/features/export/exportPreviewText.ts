import type { ExportFormat } from "@contract/exportRecord.ts";

/** JSONL previews stay one record per line in the file; on screen each record is indented to be read. */
export function prettyPreview(text: string, format: ExportFormat): string {
  if (format === "csv") return text;
  try {
    if (format === "json") return JSON.stringify(JSON.parse(text), null, 2);
    return text
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line) => JSON.stringify(JSON.parse(line), null, 2))
      .join("\n\n");
  } catch {
    return text;
  }
}
