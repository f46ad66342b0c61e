import type { FilterVerdict } from "./FilterVerdict.ts";

const STOPWORDS = new Set("a an the of in on at to for from by with and or is are was were be been being what which who whom whose how why when where does do did can could would should may might this that these those it its their there as into than then".split(" "));

/** Content words with a light suffix strip, so "films"/"film" and "annealing"/"annealed" meet. */
function terms(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return new Set(words.filter((w) => !STOPWORDS.has(w)).map((w) => w.replace(/(?:ing|ed|es|s)$/u, "")));
}

function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return shared / (a.size + b.size - shared);
}

/** An earlier question as a reader recognizes it: its words, cut short when long. */
function quoted(question: string): string {
  const text = question.trim().replace(/\s+/g, " ");
  return `"${text.length > 90 ? `${text.slice(0, 87).trimEnd()}…` : text}"`;
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * Near-duplicate questions within one paper: each question is compared with every earlier one
 * and fails when its content words overlap one of them at `threshold` or more (Jaccard).
 * The first of a group passes; the reason quotes the one it repeats (ids mean nothing to a
 * reader, and a question of the same batch has none yet).
 */
export function nearDuplicates(questions: { id: number | string; question: string }[], threshold = 0.7): Map<number | string, FilterVerdict> {
  const verdicts = new Map<number | string, FilterVerdict>();
  const seen: { question: string; terms: Set<string> }[] = [];
  for (const q of questions) {
    const own = terms(q.question);
    let best: { question: string; score: number } | undefined;
    for (const earlier of seen) {
      const score = jaccard(own, earlier.terms);
      if (!best || score > best.score) best = { question: earlier.question, score };
    }
    verdicts.set(
      q.id,
      best && best.score >= threshold
        ? { metric: "near-duplicate", value: best.score, verdict: "fail", reason: `repeats an earlier question about this paper, ${quoted(best.question)} (${percent(best.score)} of their words in common)` }
        : {
            metric: "near-duplicate",
            value: best?.score ?? 0,
            verdict: "pass",
            reason: best ? `the most similar earlier question, ${quoted(best.question)}, shares ${percent(best.score)} of their words` : "the first question about this paper",
          },
    );
    seen.push({ question: q.question, terms: own });
  }
  return verdicts;
}
