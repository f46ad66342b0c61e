import type { SpanLine } from "../../../contract/exportLayouts.ts";
import { placeOfRecord, type EvidenceRecord } from "../../../contract/evidence.ts";

/** One piece of evidence as the flat (snake_case) layouts hold it: its span, and its table place in columns (null for text). */
export function spanLine(evidence: EvidenceRecord): SpanLine {
  const place = placeOfRecord(evidence);
  return {
    text: evidence.text,
    page: evidence.page,
    paragraph_id: evidence.paragraphId,
    start: evidence.start,
    end: evidence.end,
    kind: place ? "table" : "text",
    table_index: place?.table.index ?? null,
    table_label: place?.table.label ?? null,
    table_caption: place?.table.caption ?? null,
    table_part: place?.part ?? null,
    row: place?.row ?? null,
    column: place?.column ?? null,
    heading: place?.heading ?? null,
    cell: place?.cell ?? null,
    box_page: place?.box?.page ?? null,
    box_x: place?.box?.x ?? null,
    box_y: place?.box?.y ?? null,
    box_w: place?.box?.w ?? null,
    box_h: place?.box?.h ?? null,
  };
}
