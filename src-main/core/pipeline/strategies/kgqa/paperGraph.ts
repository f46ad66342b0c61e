import type { GraphEntity, GraphTriplet, PaperGraph, TripletMention } from "../../../../contract/knowledgeGraph.ts";
import { displayEntity, normalizeEntity, normalizeRelation, tripletKey } from "./normalizeEntity.ts";
import { pageRank } from "./pageRank.ts";
import { tripletSaliency } from "./saliency.ts";
import { documentFrequencies, tfIdf } from "./tfIdf.ts";

/** A triplet as the model wrote it, with the sentence it cited. */
export interface ExtractedTriplet {
  head: string;
  relation: string;
  tail: string;
  mention: TripletMention;
}

/** The keys another paper's graph holds, for document frequencies. */
export interface CorpusPaper {
  entityKeys: readonly string[];
  tripletKeys: readonly string[];
}

interface Tally {
  surface: Map<string, number>;
  count: number;
}

const mostWritten = (tally: Tally): string => [...tally.surface.entries()].sort((a, b) => b[1] - a[1])[0]![0];

function tallyUp(map: Map<string, Tally>, key: string, surface: string): void {
  let tally = map.get(key);
  if (!tally) map.set(key, (tally = { surface: new Map(), count: 0 }));
  tally.count++;
  tally.surface.set(surface, (tally.surface.get(surface) ?? 0) + 1);
}

/** The paper's triplets merged under their normalised keys, without scores yet. */
export interface AssembledGraph {
  entities: Map<string, Tally>;
  triplets: Map<string, { headKey: string; tailKey: string; relation: string; relationSurface: Tally; count: number; mentions: TripletMention[] }>;
}

/**
 * Merges the extracted triplets: entities and relations are normalised (normalizeEntity.ts), a
 * triplet whose head or tail comes out empty, or whose head and tail are the same entity, is
 * left out, and the same sentence stating the same triplet twice counts once.
 */
export function assembleGraph(extracted: readonly ExtractedTriplet[]): AssembledGraph {
  const entities = new Map<string, Tally>();
  const triplets: AssembledGraph["triplets"] = new Map();
  const seen = new Set<string>();
  for (const t of extracted) {
    const headKey = normalizeEntity(t.head);
    const tailKey = normalizeEntity(t.tail);
    const relation = normalizeRelation(t.relation);
    if (!headKey || !tailKey || !relation || headKey === tailKey) continue;
    const key = tripletKey(headKey, relation, tailKey);
    const once = `${key}\u241e${t.mention.passageId}:${t.mention.start}`;
    if (seen.has(once)) continue;
    seen.add(once);
    tallyUp(entities, headKey, displayEntity(t.head));
    tallyUp(entities, tailKey, displayEntity(t.tail));
    let triplet = triplets.get(key);
    if (!triplet) triplets.set(key, (triplet = { headKey, tailKey, relation, relationSurface: { surface: new Map(), count: 0 }, count: 0, mentions: [] }));
    triplet.count++;
    const written = t.relation.replace(/\s+/g, " ").trim();
    triplet.relationSurface.surface.set(written, (triplet.relationSurface.surface.get(written) ?? 0) + 1);
    triplet.mentions.push(t.mention);
  }
  return { entities, triplets };
}

/** Text a triplet is compared to the metadata by: its three parts as the paper wrote them. */
export function tripletText(t: Pick<GraphTriplet, "head" | "relation" | "tail">): string {
  return `${t.head} ${t.relation} ${t.tail}`;
}

/**
 * Scores the assembled graph as the method defines it: PageRank over the entity graph (each
 * triplet links its head and tail both ways, weighted by how often it is stated: the method does
 * not say which way rank should flow, and one way would leave every subject that is never an
 * object at the floor), entity and triplet tf-idf against `corpus` (other papers' graphs), and
 * `similarity` of each triplet to the paper's metadata; saliency.ts combines them.
 */
export function scoreGraph(assembled: AssembledGraph, corpus: readonly CorpusPaper[], similarity: (key: string) => number, similarityKind: PaperGraph["similarity"]): PaperGraph {
  const entityKeys = [...assembled.entities.keys()];
  const tripletKeys = [...assembled.triplets.keys()];
  const entityDf = documentFrequencies(corpus.map((p) => p.entityKeys), entityKeys);
  const tripletDf = documentFrequencies(corpus.map((p) => p.tripletKeys), tripletKeys);
  const edges = [...assembled.triplets.values()].flatMap((t) => [
    { from: t.headKey, to: t.tailKey, weight: t.count },
    { from: t.tailKey, to: t.headKey, weight: t.count },
  ]);
  const ranks = pageRank(entityKeys, edges);
  const entities: GraphEntity[] = entityKeys.map((key) => {
    const tally = assembled.entities.get(key)!;
    return { key, label: mostWritten(tally), count: tally.count, pageRank: ranks.get(key) ?? 0, tfIdf: tfIdf(tally.count, entityDf, key) };
  });
  const byKey = new Map(entities.map((e) => [e.key, e]));
  const triplets: GraphTriplet[] = tripletKeys.map((key) => {
    const t = assembled.triplets.get(key)!;
    const head = byKey.get(t.headKey)!;
    const tail = byKey.get(t.tailKey)!;
    const scores = tripletSaliency({
      head: { tfIdf: head.tfIdf, pageRank: head.pageRank },
      tail: { tfIdf: tail.tfIdf, pageRank: tail.pageRank },
      tripletTfIdf: tfIdf(t.count, tripletDf, key),
      similarity: similarity(key),
    });
    return { key, head: head.label, relation: mostWritten(t.relationSurface), tail: tail.label, headKey: t.headKey, tailKey: t.tailKey, count: t.count, ...scores, mentions: t.mentions };
  });
  // Ties keep the order the paper first stated them in.
  triplets.sort((a, b) => b.saliency - a.saliency);
  entities.sort((a, b) => b.tfIdf * b.pageRank - a.tfIdf * a.pageRank);
  return { triplets, entities, corpusPapers: entityDf.papers, similarity: similarityKind };
}

/**
 * The ranked triplets grouped as the method groups them before asking: consecutive triplets
 * (in saliency order) with the same head and tail form one group. The first `groups` groups.
 */
export function groupTriplets(ranked: readonly GraphTriplet[], groups: number): GraphTriplet[][] {
  const out: GraphTriplet[][] = [];
  for (const t of ranked) {
    const last = out.at(-1);
    if (last && last[0]!.headKey === t.headKey && last[0]!.tailKey === t.tailKey) last.push(t);
    else {
      if (out.length === groups) break;
      out.push([t]);
    }
  }
  return out;
}
