import type { QaRecord } from "../../contract/exportRecord.ts";
import type { TextEmbedder } from "../llm/embeddings/TextEmbedder.ts";
import { duplicateThresholds } from "../pipeline/filters/duplicateThresholds.ts";
import { likeness, likenessVectors, repeats, type LikenessVectors } from "../pipeline/filters/qaLikeness.ts";

/** The numbers an answer states, as written ("450", "2.5"), in order of size. */
const numbersOf = (text: string) => [...new Set(text.match(/\d+(?:[.,]\d+)?/g) ?? [])].sort().join(" ");

/**
 * The likeness vectors of `records`, each distinct question-answer pair computed once: repeats
 * across runs are most often word for word the same (a rerun, another model giving the same
 * answer), and a text's vector does not depend on the others embedded with it.
 */
async function vectorsOnce(embedder: TextEmbedder, records: readonly QaRecord[], signal?: AbortSignal): Promise<LikenessVectors[]> {
  const key = (r: QaRecord) => `${r.question}\u0000${r.answer}`;
  const distinct = [...new Map(records.map((r) => [key(r), r])).values()];
  const vectors = await likenessVectors(embedder, distinct.map((r) => ({ question: r.question, answer: r.negative ? null : r.answer })), signal);
  const byKey = new Map(distinct.map((r, i) => [key(r), vectors[i]!]));
  return records.map((r) => byKey.get(key(r))!);
}

// Which of two repeats to keep: the one people kept, then the one the filters accepted, then the older.
const REVIEW_RANK: Record<string, number> = { kept: 0, unreviewed: 1, disputed: 2, dropped: 3 };
const VERDICT_RANK: Record<string, number> = { accepted: 0, pending: 1, rejected: 2 };

function better(a: QaRecord, b: QaRecord): number {
  return (REVIEW_RANK[a.review.status] ?? 9) - (REVIEW_RANK[b.review.status] ?? 9) || (VERDICT_RANK[a.verdict] ?? 9) - (VERDICT_RANK[b.verdict] ?? 9) || a.id - b.id;
}

/**
 * Leaves out QAs that repeat a QA of another run on the same paper, by the near-duplicate
 * filter's measure and thresholds (question and answer alike together, `qaLikeness`): two runs
 * over one paper (another strategy, another model, a rerun) often ask the same questions, and a
 * dataset holding both teaches the pair twice and leaks one into the test split when the other is
 * in train. The answers must also state the same numbers (different numbers are different facts).
 * Repeats within one run are the near-duplicate filter's business (its verdict is in the record)
 * and are left alone. Of each group the QA a reviewer kept (else the one the filters accepted,
 * else the oldest) stays. The embedder is made only when some paper has QAs of two runs.
 */
export async function removeDuplicates(
  records: readonly QaRecord[],
  embedder: () => TextEmbedder,
  signal?: AbortSignal,
): Promise<{ kept: QaRecord[]; removed: number }> {
  const byPaper = new Map<number, QaRecord[]>();
  for (const record of records) {
    let list = byPaper.get(record.paper.id);
    if (!list) byPaper.set(record.paper.id, (list = []));
    list.push(record);
  }
  const removed = new Set<number>();
  let made: TextEmbedder | undefined;
  for (const list of byPaper.values()) {
    if (new Set(list.map((r) => r.provenance.runId)).size < 2) continue;
    made ??= embedder();
    const thresholds = await duplicateThresholds(made, signal);
    const ordered = [...list].sort(better);
    const vectors = await vectorsOnce(made, ordered, signal);
    const numbers = ordered.map((r) => numbersOf(r.answer));
    // Staying QAs by the numbers their answers state: a repeat must state the same ones, so each
    // QA is compared only with those (all of them before, which grew with the square of a paper's QAs).
    const staying = new Map<string, number[]>();
    for (let i = 0; i < ordered.length; i++) {
      signal?.throwIfAborted();
      const qa = ordered[i]!;
      let repeat = false;
      for (const j of staying.get(numbers[i]!) ?? []) {
        const other = ordered[j]!;
        if (other.provenance.runId === qa.provenance.runId || other.negative !== qa.negative) continue;
        if (repeats(likeness(vectors[i]!, vectors[j]!), thresholds)) {
          repeat = true;
          break;
        }
      }
      if (repeat) removed.add(qa.id);
      else {
        const bucket = staying.get(numbers[i]!);
        if (bucket) bucket.push(i);
        else staying.set(numbers[i]!, [i]);
      }
    }
  }
  return { kept: removed.size === 0 ? [...records] : records.filter((r) => !removed.has(r.id)), removed: removed.size };
}
