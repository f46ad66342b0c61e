import { ONE_EXPERT_IS_NONE } from "./architectureRules.ts";
import { MAX_EXPERTS } from "./llamaCppLimits.ts";
import { fmt, type ModelHyperparameters } from "./ModelHyperparameters.ts";

/**
 * Mixture-of-experts counts, as llama.cpp's `load_hparams` asserts them: at most LLAMA_MAX_EXPERTS
 * experts; the experts used per token (the largest of a per-layer list) at most the experts there
 * are, and at least 1 when there are any, none when there are none; expert groups fewer than the
 * experts, dividing them, with 1 to (groups - 1) groups used.
 */
export function checkExperts(h: ModelHyperparameters, layers: number): void {
  let experts = count(h, "expert_count");
  const perLayerUsed = h.perLayer("expert_used_count", layers) ?? [0];
  if (perLayerUsed.some((v) => !(Number.isInteger(v) && v >= 0))) h.refuse("expert_used_count", `is ${fmt(perLayerUsed.find((v) => !(Number.isInteger(v) && v >= 0))!)}; llama.cpp needs a whole number`);
  let used = Math.max(...perLayerUsed);
  // hunyuan's dense models write one expert meaning none; llama.cpp then forgets the used count too.
  if (ONE_EXPERT_IS_NONE.has(h.architecture) && experts <= 1) [experts, used] = [0, 0];
  const groups = count(h, "expert_group_count");
  const groupsUsed = count(h, "expert_group_used_count");
  const expertCount = h.key("expert_count");

  if (experts > MAX_EXPERTS) h.refuse("expert_count", `is ${fmt(experts)}; llama.cpp runs at most ${fmt(MAX_EXPERTS)} experts`);
  if (used > experts) {
    h.refuse("expert_used_count", `is ${fmt(used)} with ${experts === 0 && !h.has("expert_count") ? `no ${expertCount}` : `${expertCount} ${fmt(experts)}`}; llama.cpp cannot use more experts than there are`);
  }
  if (experts === 0) {
    if (groups !== 0) h.refuse("expert_group_count", `is ${fmt(groups)} in a model without experts; llama.cpp needs 0`);
    return;
  }
  if (used === 0) h.refuse("expert_used_count", `is ${h.has("expert_used_count") ? "0" : "missing"} with ${expertCount} ${fmt(experts)}; llama.cpp needs at least 1 expert used per token`);
  if (groups >= experts) h.refuse("expert_group_count", `is ${fmt(groups)} for ${fmt(experts)} experts; llama.cpp needs fewer groups than experts`);
  if (groups > 1) {
    if (experts % groups !== 0) h.refuse("expert_group_count", `is ${fmt(groups)}, which does not divide ${fmt(experts)} experts; llama.cpp needs groups of equal size`);
    if (groupsUsed < 1 || groupsUsed >= groups) h.refuse("expert_group_used_count", `is ${fmt(groupsUsed)} of ${fmt(groups)} groups; llama.cpp needs 1 to ${fmt(groups - 1)}`);
  }
}

/** A count key's value; 0 when absent (llama.cpp's default). */
function count(h: ModelHyperparameters, suffix: string): number {
  const value = h.number(suffix) ?? 0;
  if (!(Number.isInteger(value) && value >= 0)) h.refuse(suffix, `is ${fmt(value)}; llama.cpp needs a whole number`);
  return value;
}
