import type { QaRecord } from "../../contract/exportRecord.ts";
import type { TextEmbedder } from "../llm/embeddings/TextEmbedder.ts";
import { cosine } from "../llm/embeddings/TextEmbedder.ts";
import { DUPLICATE_THRESHOLDS, questionSimilarity } from "../pipeline/filters/nearDuplicates.ts";

/** The numbers an answer states, as written ("450", "2.5"), in order of size. */
const numbersOf = (text: string) => [...new Set(text.match(/\d+(?:[.,]\d+)?/g) ?? [])].sort().join(" ");

/**
 * Whether two answers state the same thing: the same numbers, and alike in meaning taken whole
 * (an answer's extra words, "the catalyst was...", are wording, not a different fact).
 */
function sameAnswer(vectors: readonly number[][], numbers: readonly string[], ia: number, ib: number, threshold: number): boolean {
  return numbers[ia] === numbers[ib] && cosine(vectors[ia]!, vectors[ib]!) >= threshold;
}

/**
 * The vectors of `texts`, each distinct text embedded once: repeats across runs are most often
 * word for word the same (a rerun, another model giving the same answer), and a text's vector does
 * not depend on the others embedded with it, so the vectors are the same as embedding every text.
 */
async function embedEachOnce(embedder: TextEmbedder, texts: readonly string[], signal?: AbortSignal): Promise<number[][]> {
  const distinct = [...new Set(texts)];
  if (distinct.length === texts.length) return embedder.embed(texts, signal);
  const vectors = await embedder.embed(distinct, signal);
  const byText = new Map(distinct.map((text, i) => [text, vectors[i]!]));
  return texts.map((text) => byText.get(text)!);
}

// Which of two repeats to keep: the one people kept, then the one the filters accepted, then the older.
const REVIEW_RANK: Record<string, number> = { kept: 0, unreviewed: 1, disputed: 2, dropped: 3 };
const VERDICT_RANK: Record<string, number> = { accepted: 0, pending: 1, rejected: 2 };

function better(a: QaRecord, b: QaRecord): number {
  return (REVIEW_RANK[a.review.status] ?? 9) - (REVIEW_RANK[b.review.status] ?? 9) || (VERDICT_RANK[a.verdict] ?? 9) - (VERDICT_RANK[b.verdict] ?? 9) || a.id - b.id;
}

/**
 * Leaves out QAs that ask what a QA of another run on the same paper asks, compared by meaning
 * with the near-duplicate filter's measure and threshold: two runs over one paper (another
 * strategy, another model, a rerun) often ask the same questions, and a dataset holding both
 * teaches the pair twice and leaks one into the test split when the other is in train. The
 * answers must agree as well (the same numbers, alike in meaning taken whole): word vectors call two questions built on the
 * same words alike ("Up to what temperature did the films keep their phase?", "By how much did
 * the grains of the films grow?") and a removed QA is lost, while two answers of the same fact
 * agree and those of different facts rarely do (different numbers count as different). Repeats
 * within one run are the near-duplicate filter's business (its verdict is in the record) and are
 * left alone. Of each group the QA a reviewer kept (else the one the filters accepted, else the
 * oldest) stays. The embedder is made only when some paper has QAs of two runs.
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
    const threshold = DUPLICATE_THRESHOLDS[made.kind];
    const ordered = [...list].sort(better);
    const vectors = await embedEachOnce(made, ordered.map((r) => r.question), signal);
    const answerVectors = await embedEachOnce(made, ordered.map((r) => r.answer), signal);
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
        if (other.provenance.runId === qa.provenance.runId) continue;
        // The answers first: comparing them is cheap, and most pairs differ there already.
        if (sameAnswer(answerVectors, numbers, i, j, threshold) && (await questionSimilarity(made, qa.question, other.question, vectors, i, j)) >= threshold) {
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
