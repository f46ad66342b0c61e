import type { AlpacaLine } from "../../../contract/exportLayouts.ts";
import { contextText } from "./contextText.ts";
import type { FileFormatWriter } from "./FormatWriter.ts";

/**
 * Alpaca-style instruction lines (`instruction`, `input`, `output`), as Stanford Alpaca and the
 * tools that copied it read them. The question is the instruction; open-book gives the evidence
 * as the input, closed-book leaves the input empty and, as in the chat format, leaves out
 * "not answerable" negatives.
 */
export const alpaca: FileFormatWriter = {
  kind: "file",
  format: "alpaca",
  start: () => "",
  record(record, _index, context) {
    const open = (context.options.book ?? "open") === "open";
    if (!open && record.negative) return null;
    const line: AlpacaLine = { instruction: record.question, input: open ? contextText(record, context) : "", output: record.answer };
    return `${JSON.stringify(line)}\n`;
  },
  end: () => "",
};
