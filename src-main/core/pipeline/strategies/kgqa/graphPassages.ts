import { cosine } from "../../../llm/embeddings/TextEmbedder.ts";
import { WordVectorEmbedder } from "../../../llm/embeddings/WordVectorEmbedder.ts";
import type { PaperGraph } from "../../../../contract/knowledgeGraph.ts";
import { isBackMatter } from "../shared/backMatter.ts";
import type { PaperForGeneration } from "../paperForGeneration.ts";
import type { ExecuteServices } from "../strategyServices.ts";
import { tripletText } from "./paperGraph.ts";

type Passage = PaperForGeneration["passages"][number];

/** Body paragraphs the graph is built from: back matter (acknowledgements, funding...) carries no science. */
export function graphPassages(paper: PaperForGeneration): Passage[] {
  const headingOf = new Map(paper.sections.map((s) => [s.id, s.heading]));
  return paper.passages.filter((p) => !isBackMatter(p.sectionId === null ? "" : (headingOf.get(p.sectionId) ?? "")));
}

/** The paper's title, abstract and keywords as one text: what triplets are compared to. */
export function metadataText(paper: PaperForGeneration): string {
  return [paper.title ?? "", paper.abstract ?? "", paper.keywords.join("; ")].filter((s) => s.trim()).join("\n");
}

/** Similarity of each triplet to the metadata, with what measured it. */
export async function metadataSimilarity(paper: PaperForGeneration, graph: PaperGraph, services: ExecuteServices | undefined, signal?: AbortSignal): Promise<{ of: (key: string) => number; kind: PaperGraph["similarity"] }> {
  const metadata = metadataText(paper);
  // Without a title, abstract or keywords there is nothing to compare with: the semantic factor
  // is left neutral rather than zeroing every triplet.
  if (!metadata || graph.triplets.length === 0) return { of: () => 1, kind: "none" };
  const embedder = services?.embedder ?? new WordVectorEmbedder();
  const [meta, ...vectors] = await embedder.embed([metadata, ...graph.triplets.map(tripletText)], signal);
  const byKey = new Map(graph.triplets.map((t, i) => [t.key, cosine(meta!, vectors[i]!)]));
  return { of: (key) => byKey.get(key) ?? 0, kind: embedder.kind };
}
