import { tablePlaceWords } from "@contract/evidence.ts";
import type { EvidenceBlock } from "./evidenceSegments.ts";

/**
 * The line under one evidence block: its table places, its page, its section and whether it
 * was found. Table evidence boxed on the page is shown just below under "Boxed on page N"
 * (`tablePageTitle`), so its caption does not give the page a second time; a place without a
 * box, or text evidence, keeps its page here.
 */
export function evidenceCaption(block: Pick<EvidenceBlock, "places" | "page" | "passageId" | "quotes">, section: string | null): string {
  const parts: string[] = [];
  if (block.places.length > 0) parts.push([...new Set(block.places.map(tablePlaceWords))].join("; "));
  const boxedBelow = block.places.length > 0 && block.places.every((p) => p.box !== null);
  if (!boxedBelow) parts.push(block.page !== null ? `Page ${block.page}` : "Page unknown");
  if (section && block.places.length === 0) parts.push(section);
  if (block.passageId === null) parts.push("quote not found in the paper's text");
  else if (block.quotes > 1) parts.push(`${block.quotes} quotes`);
  return parts.join(" · ");
}
