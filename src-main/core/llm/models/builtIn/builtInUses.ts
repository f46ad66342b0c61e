import type { BuiltInModel, BuiltInUse } from "../../../../contract/models.ts";
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
    why: "On LitQA2 it found the key passage in the first five for 73 % of the questions beside 76 % by words alone, and searching every passage by meaning found fewer still, so Ask ranks passages by their words by default.",
  },
  duplicates: {
    id: "near-duplicates",
    feature: "Check for QAs that repeat an earlier one",
    use: "not used",
    why: "It did not lower false flags on different QAs about one subject (1.5 % with either) and took about a thousand times as long, so the check keeps word vectors.",
  },
  likeness: {
    id: "question-likeness",
    feature: "Question likeness in reports",
    use: "not used",
    why: "Not yet measured beside word vectors, so reports keep word vectors and their figures stay comparable with earlier reports.",
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
