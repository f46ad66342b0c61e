import type { GgufHeaderFacts } from "../GgufHeaderFacts.ts";
import { KNOWN_ARCHITECTURES } from "./architectureRules.ts";
import { checkExperts } from "./expertRules.ts";
import { checkFeedForward, checkHeads, checkLayerArrays, checkLayerCount } from "./layerRules.ts";
import { ModelHyperparameters } from "./ModelHyperparameters.ts";
import { checkAttentionShapes, checkTokenEmbedding } from "./shapeRules.ts";
import { checkEpsilons, checkPooling, checkRope, checkSizes } from "./valueRules.ts";

/**
 * Checks the hyperparameters llama.cpp asserts on (an assertion ends the whole process instead of
 * failing the load) before it sees the file: layer, head and expert counts and their ratios,
 * sizes against the tensors' shapes, rope and context values, norm epsilons. Generic over the
 * `{general.architecture}.…` keys, with the architecture-specific rules llama.cpp's graph builders
 * imply (architectureRules.ts). Throws InvalidHyperparameterError naming the key. A file with no
 * tensors (a vocabulary) has no hyperparameters to check: llama.cpp reads only its tokenizer.
 */
export function checkHyperparameters(file: string, facts: GgufHeaderFacts): void {
  if (facts.tensorCount === 0) return;
  const architecture = facts.scalars.get("general.architecture");
  // No architecture at all is refused where the header is read (readGgufMetadata); another name
  // is llama.cpp's to refuse (cleanly); a CLIP file (an image encoder) is read for its tensors only,
  // without hyperparameters.
  if (typeof architecture !== "string") return;
  if (!KNOWN_ARCHITECTURES.has(architecture) || architecture === "clip") return;
  const h = new ModelHyperparameters(file, architecture, facts);
  const layers = checkLayerCount(h);
  checkLayerArrays(h, layers);
  checkSizes(h);
  checkTokenEmbedding(h);
  checkExperts(h, layers);
  checkHeads(h, layers);
  checkFeedForward(h, layers);
  checkEpsilons(h);
  checkPooling(h);
  checkRope(h, [...Array(layers).keys()].some((layer) => h.layerHas(layer, ["attn_q", "attn_qkv", "attn_k", "attn_v"])));
  checkAttentionShapes(h, layers);
}
