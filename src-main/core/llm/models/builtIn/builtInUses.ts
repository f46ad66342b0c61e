import type { BuiltInModel, BuiltInUse } from "../../../../contract/modelCatalog.ts";
import { BUILT_IN_EMBEDDER } from "./builtInModel.ts";

/**
 * Where the built-in sentence encoder serves and where not, each decided by a measurement in the
 * same run against what it would replace (docs/ask.md, docs/metrics.md). Ask's default
 * (RETRIEVAL.builtInByDefault) is read from here, so the Models view and Ask cannot disagree.
 */
export const BUILT_IN_USES: Readonly<Record<"ask" | "duplicates" | "likeness", BuiltInUse>> = {
  ask: {
    id: "ask",
    feature: "Ask: finding and ranking passages",
    use: "on request",
    why: "On LitQA2's library of 84 papers, every passage embedded, with the question as a researcher types it, it put the key passage among the first five for 60 of 82 questions (73 %) beside 62 of 82 (76 %) by words alone, and searching every passage by meaning found 54 of 82 (66 %), so Ask ranks passages by their words unless you turn it on.",
  },
  duplicates: {
    id: "near-duplicates",
    feature: "Check for QAs that repeat an earlier one",
    use: "not used",
    why: "On ChemLit-QA-multi it flagged 6 of 399 held-out pairs of different QAs about one subject (1.5 %), as word vectors do, and on SciQAG 4 of 250 held-out QAs that repeat nothing (1.6 %), as word vectors do, at about a thousand times the time, so the check keeps word vectors.",
  },
  likeness: {
    id: "question-likeness",
    feature: "Question likeness in reports",
    use: "not used",
    why: "On ChemLit-QA-multi, of 148,029 comparisons of a held-out rewrite of a question with a different question about the same subject (371 × 399 pairs), it ranked the rewrite higher in 91.0 % beside 89.6 % by word vectors; of 225 on this project's own paraphrases, in 39 % beside 54 %; and it takes seven times as long. The gain is narrow and not on every set, so reports keep word vectors and stay comparable with earlier reports.",
  },
};

/** What the Models view and `distillate models list` say about the built-in encoder. */
export function describeBuiltInEmbedder(): BuiltInModel {
  return {
    name: BUILT_IN_EMBEDDER.name,
    description: "A sentence encoder that ships inside the app: it turns a passage or a question into numbers whose closeness says how alike their meanings are. Nothing to download; it runs on this computer and loads only when used.",
    role: "embedding",
    dimension: BUILT_IN_EMBEDDER.dimension,
    installedBytes: BUILT_IN_EMBEDDER.installedBytes,
    license: BUILT_IN_EMBEDDER.licence,
    uses: Object.values(BUILT_IN_USES),
    replacedBy: "An embedding model you add (a GGUF file with the embedding role) takes its place wherever you choose it.",
  };
}
