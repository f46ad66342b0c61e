import { routeHref } from "../../app/router.ts";

/** The papers an address asks within (#/ask?papers=3,7); empty for the whole library. Ids that are not positive whole numbers are ignored. */
export function scopeFromParams(params: URLSearchParams): number[] {
  const raw = params.get("papers") ?? "";
  return [...new Set(raw.split(",").map((v) => Number(v.trim())).filter((n) => Number.isInteger(n) && n > 0))];
}

/** The Ask view within these papers (none: the whole library), optionally showing a stored answer. */
export function askHref(paperIds: readonly number[], answerId?: number | null): string {
  const params: Record<string, string> = {};
  if (paperIds.length > 0) params["papers"] = paperIds.join(",");
  if (answerId !== undefined && answerId !== null) params["answer"] = String(answerId);
  return routeHref("ask", null, params);
}
