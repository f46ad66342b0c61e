import crypto from "node:crypto";
import { DEFAULT_SPLIT_RATIOS, DEFAULT_SPLIT_SEED, SPLIT_NAMES, type SplitCounts, type SplitName, type SplitOptions } from "../../contract/exportFormat.ts";
import type { QaRecord } from "../../contract/exportRecord.ts";


/** A paper's place in the shuffle: a hash of the seed and the paper's content, so it does not depend on library ids. */
function shuffleKey(seed: number, sha256: string): string {
  return crypto.createHash("sha256").update(`${seed}:${sha256}`).digest("hex");
}

/**
 * Deals whole papers into train, validation and test, so no paper's text reaches two splits (a
 * model tested on questions about a paper it trained on is tested on memory). Papers are taken
 * in an order fixed by the seed; each goes to the split furthest below its share of the QAs dealt
 * so far, which keeps the QA shares close to the ratios whatever the papers' sizes. With
 * stratification, each strategy's papers (a paper counts under the strategy most of its QAs
 * come from) are dealt on their own, so every split gets about the same mix of strategies.
 * The same records, seed and ratios always give the same splits.
 */
export function splitByPaper(records: readonly QaRecord[], options: SplitOptions = {}): { splitOf: Map<number, SplitName>; counts: SplitCounts } {
  const seed = options.seed ?? DEFAULT_SPLIT_SEED;
  const ratios = options.ratios ?? DEFAULT_SPLIT_RATIOS;
  // Scaled by the largest first: shares typed as 1e308 each (any finite number is accepted) sum
  // to Infinity, every share became NaN, and every paper silently went to train.
  const largest = Math.max(ratios[0], ratios[1], ratios[2]);
  if (!(largest > 0)) throw new RangeError("The split ratios must not all be zero.");
  const scaled = ratios.map((r) => r / largest);
  const sum = scaled[0]! + scaled[1]! + scaled[2]!;
  const shares = scaled.map((r) => r / sum);

  const papers = new Map<number, { sha256: string; qas: number; strategies: Map<string, number> }>();
  for (const record of records) {
    let paper = papers.get(record.paper.id);
    if (!paper) papers.set(record.paper.id, (paper = { sha256: record.paper.sha256, qas: 0, strategies: new Map() }));
    paper.qas++;
    const strategy = record.provenance.strategy;
    paper.strategies.set(strategy, (paper.strategies.get(strategy) ?? 0) + 1);
  }
  const strata = new Map<string, number[]>();
  for (const [id, paper] of papers) {
    const main = options.stratifyByStrategy ? [...paper.strategies].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0] : "";
    let list = strata.get(main);
    if (!list) strata.set(main, (list = []));
    list.push(id);
  }

  const splitOf = new Map<number, SplitName>();
  for (const ids of strata.values()) {
    const keyed = ids.map((id) => ({ id, key: shuffleKey(seed, papers.get(id)!.sha256) })).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.id - b.id));
    const dealt = [0, 0, 0];
    let total = 0;
    for (const { id } of keyed) {
      const qas = papers.get(id)!.qas;
      let best = 0;
      let bestDeficit = -Infinity;
      for (let i = 0; i < 3; i++) {
        if (shares[i] === 0) continue;
        const deficit = shares[i]! * (total + qas) - dealt[i]!;
        if (deficit > bestDeficit) [best, bestDeficit] = [i, deficit];
      }
      dealt[best] = dealt[best]! + qas;
      total += qas;
      splitOf.set(id, SPLIT_NAMES[best]!);
    }
  }

  const counts = Object.fromEntries(SPLIT_NAMES.map((name) => [name, { qas: 0, papers: 0 }])) as SplitCounts;
  for (const [id, split] of splitOf) {
    counts[split]!.papers++;
    counts[split]!.qas += papers.get(id)!.qas;
  }
  return { splitOf, counts };
}
