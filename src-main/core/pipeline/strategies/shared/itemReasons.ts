import type { ItemReason } from "../../../../contract/runChecks.ts";

// Why an item yielded no QAs (or fewer than asked), in one wording whichever strategy says it.
// Messages start in lower case: the run view and the CLI put them after the item's name.

const count = (n: number) => n.toLocaleString("en-US");

/**
 * Some or all QAs of a multi-hop item drew on too few paragraphs: `contributing` is, per rejected
 * QA, how many of its cited paragraphs added something of their own to it.
 */
export function multiHopReason(rejected: number, written: number, contributing: readonly number[], required: number, requests: number): ItemReason {
  const most = Math.max(0, ...contributing);
  const found = contributing.every((p) => p === most) ? `${most}` : `at most ${most}`;
  const evidence = `${found} cited paragraph${most === 1 && found === "1" ? "" : "s"} adding something of ${most === 1 && found === "1" ? "its" : "their"} own, ${required} required`;
  const asked = requests > 1 ? `, in ${requests} requests` : "";
  return {
    code: "multi-hop-check",
    message:
      rejected === written
        ? `every QA the model wrote (${count(written)}${asked}) was rejected by the multi-hop check (${evidence})`
        : `${count(rejected)} of the ${count(written)} QAs the model wrote${asked}${asked ? "," : ""} were rejected by the multi-hop check (${evidence})`,
  };
}

/** The model filled some or all QAs with placeholder text ("N/A", "...", "<question>"). */
export function placeholderReason(unusable: number, written: number): ItemReason {
  return {
    code: "placeholders",
    message:
      unusable === written
        ? `the model wrote only placeholder text (such as "N/A" or "...") in ${written === 1 ? "its QA" : `all ${count(written)} QAs`}`
        : `${count(unusable)} of the ${count(written)} QAs the model wrote held only placeholder text and were left out`,
  };
}

/** ChemLit-QA's usefulness check turned the chunk down; `said` is the model's own reason, if any. */
export function notUsefulReason(said: string): ItemReason {
  const quoted = said.length > 160 ? `${said.slice(0, 157)}…` : said;
  return {
    code: "not-useful",
    message: `the usefulness check judged this chunk to hold nothing worth asking${quoted ? ` (the model said: "${quoted}")` : ""}`,
  };
}

/** The usefulness check passed the chunk but picked none of the allowed reasoning types. */
export function noReasoningTypesReason(allowed: number): ItemReason {
  return { code: "no-reasoning-types", message: `the usefulness check found none of the ${count(allowed)} chosen reasoning types in this chunk` };
}

/** Every question was marked unanswerable from the chunk, and negatives are not kept. */
export function negativesNotKeptReason(negatives: number, settingTitle: string): ItemReason {
  return {
    code: "negatives-not-kept",
    message: `the model marked ${negatives === 1 ? "its question" : `all ${count(negatives)} questions`} as not answerable from the chunk, and "${settingTitle}" is off`,
  };
}

/** CCQG found no paragraph long enough to choose salient ones from. */
export function noParagraphsReason(minWords: number): ItemReason {
  return { code: "no-paragraphs", message: `no body paragraph has ${count(minWords)} words or more, so none could be salient` };
}

/** CCQG's question step gave nothing usable, or the ranking's filters left nothing to answer. */
export function noQuestionsReason(facts: { salient: number; written: number; references: number; sectionCap: number }): ItemReason {
  return {
    code: "no-questions",
    message:
      facts.written === 0
        ? `the model wrote no usable question for any of the ${count(facts.salient)} salient paragraph${facts.salient === 1 ? "" : "s"}`
        : `all ${count(facts.written)} questions were left out: ${count(facts.references)} referred to figures, sections or authors, ${count(facts.sectionCap)} ${facts.sectionCap === 1 ? "was" : "were"} over the per-section cap`,
  };
}

/** Nothing usable came back and no strategy said why (a fallback; strategies should say). */
export const NO_QAS_REASON: ItemReason = { code: "no-qas", message: "the model's output held no usable QA" };
