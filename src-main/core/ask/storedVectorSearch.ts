import type { LibraryDatabase } from "../db/openDatabase.ts";
import { countPassageVectors, readAllPassageVectors } from "../db/repositories/askVectors.ts";

interface Loaded {
  stored: number;
  passageIds: Int32Array;
  paperIds: Int32Array;
  vectors: Float32Array;
  dimension: number;
}

// Kept per open library and model: reading every vector from SQLite costs far more than the
// search over them, and a library's vectors change only when new ones are stored (their count).
const loaded = new WeakMap<LibraryDatabase, Map<string, Loaded>>();

function vectorsOf(db: LibraryDatabase, model: string): Loaded {
  let byModel = loaded.get(db);
  if (!byModel) loaded.set(db, (byModel = new Map()));
  const { stored } = countPassageVectors(db, model);
  let found = byModel.get(model);
  if (!found || found.stored !== stored) {
    found = { stored, ...readAllPassageVectors(db, model) };
    byModel.set(model, found);
  }
  return found;
}

/**
 * The `limit` passages whose stored vectors (of one model) are closest to `question` (unit
 * length, as the stored ones are), best first: the vector pass of retrieval, which finds passages
 * that share no word with the question. Only passages with a stored vector can be found.
 */
export function nearestStoredPassages(db: LibraryDatabase, model: string, question: readonly number[], limit: number, paperIds: readonly number[] | null = null): { passageId: number; paperId: number; cosine: number }[] {
  const { passageIds, paperIds: papers, vectors, dimension } = vectorsOf(db, model);
  if (dimension !== question.length) return [];
  const scope = paperIds ? new Set(paperIds) : null;
  const best = nearestRows(vectors, dimension, Float32Array.from(question), limit, scope ? (row) => scope.has(papers[row]!) : null);
  return best.map((b) => ({ passageId: passageIds[b.row]!, paperId: papers[b.row]!, cosine: b.cosine }));
}

/**
 * The `limit` rows of a packed matrix (`dimension` floats per row) with the largest dot product
 * with `query`, best first, among the rows `accept` takes (all when null). A scan of every row:
 * at 10,000 papers (about 240,000 passages) it takes a fraction of a second (bench:ask).
 */
export function nearestRows(vectors: Float32Array, dimension: number, query: Float32Array, limit: number, accept: ((row: number) => boolean) | null): { row: number; cosine: number }[] {
  const rows = dimension === 0 ? 0 : vectors.length / dimension;
  // The best `limit` so far, kept sorted (limit is tens: insertion beats a heap here).
  const best: { row: number; cosine: number }[] = [];
  if (limit <= 0) return best;
  for (let row = 0; row < rows; row++) {
    if (accept && !accept(row)) continue;
    let dot = 0;
    const offset = row * dimension;
    for (let d = 0; d < dimension; d++) dot += vectors[offset + d]! * query[d]!;
    if (best.length === limit && dot <= best[limit - 1]!.cosine) continue;
    let at = best.length;
    while (at > 0 && best[at - 1]!.cosine < dot) at--;
    best.splice(at, 0, { row, cosine: dot });
    if (best.length > limit) best.pop();
  }
  return best;
}
