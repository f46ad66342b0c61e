/**
 * The context a QA was written from, as the near-duplicate check groups negatives: its chunk
 * when the strategy records one (ChemLit-QA: a paired negative's `pairedChunk`, else the
 * `sourceChunk`), else its work item (`itemScope`, "item:12"). A negative is compared only with
 * the QAs of its own context, never with the question it was built from in another chunk.
 */
export function qaScope(context: Record<string, unknown>, itemScope: string): string {
  // An imported QA's context is its whole source (the QAs compared are already those of its
  // paper): a large file is stored in several work items, and that must not change a verdict.
  if ((context.origin as { kind?: unknown } | undefined)?.kind === "imported") return "imported";
  const paired = context.pairedChunk;
  if (paired && typeof paired === "object" && typeof (paired as { chunk?: unknown }).chunk === "number") return `chunk:${(paired as { chunk: number }).chunk}`;
  if (typeof context.sourceChunk === "number") return `chunk:${context.sourceChunk}`;
  return itemScope;
}

/** The scope name of a work item. */
export const itemScope = (workItemId: number | string | null): string => `item:${workItemId ?? "none"}`;
