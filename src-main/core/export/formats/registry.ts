import type { ExportFormat } from "../../../contract/exportFormat.ts";
import { alpaca } from "./alpaca.ts";
import { beir } from "./beir.ts";
import { chatMessages } from "./chatMessages.ts";
import { csv } from "./csv.ts";
import type { FormatWriter } from "./FormatWriter.ts";
import { huggingFace } from "./huggingFace.ts";
import { qac } from "./qac.ts";
import { recordJson, recordJsonl } from "./recordLines.ts";

/** Every export format, one writer each; adding a format means adding its file and a line here. */
export const FORMAT_WRITERS: Record<ExportFormat, FormatWriter> = {
  json: recordJson,
  jsonl: recordJsonl,
  chat: chatMessages,
  alpaca,
  qac,
  csv,
  beir,
  huggingface: huggingFace,
};

export function formatWriter(format: ExportFormat): FormatWriter {
  return FORMAT_WRITERS[format];
}
