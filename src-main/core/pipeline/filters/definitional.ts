import type { FilterVerdict } from "../qaMeasures/FilterVerdict.ts";

/**
 * Questions that only ask what a term means: "What is photoluminescence?", "What are
 * perovskites?", "What does PCE stand for?", "Define ...", "What is the definition of ...".
 */
const DEFINITIONAL = /^\s*(?:what\s+does\s+[\w\s-]{1,30}\s+(?:stand for|mean)\??$|what\s+is\s+meant\s+by\b|what\s+(?:is|are)\s+(?:the\s+)?(?:definition|meaning)\s+of\b|define\s+|give\s+(?:a|the)\s+definition\s+of)/i;

/** "What is/are [a|an|the] TERM?", with the term. */
const WHAT_IS = /^\s*what\s+(?:is|are)\s+(?:(an?|the)\s+)?([\p{L}\p{N}\s'’()/-]{1,60})\?\s*$/iu;

/**
 * Words that make a "What is ..." question ask about something rather than define it: a
 * preposition ties the term to a subject or a condition ("the band gap of X", "the yield at
 * 80 °C", "the target of inhibitor Y", "significant about X"); a relative pronoun or a
 * conjunction adds a second question ("What is X and why is it important?", "the industry that
 * uses Y"); a quantity asks for a value ("What is the band gap?").
 */
const RELATION = /\b(?:of|for|at|in|on|about|within|among|between|per|with|from|to|by|under|during|after|before|when|versus|vs|behind|underlying|through|via)\b/i;
const SECOND_QUESTION = /\b(?:and|or|but|why|how|what|which|where|who|whom|whose|that)\b/i;
const QUANTITY = /\b(?:value|yield|temperature|pressure|band\s?gap|gap|energy|efficiency|concentration|ratio|rate|size|thickness|diameter|length|width|area|volume|mass|weight|density|target|dose|dosage|time|duration|lifetime|half-life|conductivity|resistance|resistivity|voltage|current|capacity|mobility|wavelength|frequency|ph|purity|selectivity|conversion|activity|potency|ic50|ec50|kd|ki|affinity|solubility|porosity|strength|modulus|hardness|melting point|boiling point|order|amount|number|percentage|fraction|content|loading|range|limit|threshold|coefficient|constant)\s*\??$/i;
/**
 * "What are the major/main/different X?" asks which ones, a list from the paper, not what X
 * means; so does a participle that makes them the paper's findings ("the confirmed atomic
 * species", "the observed phases").
 */
const SELECTION = /^(?:major|main|key|principal|primary|most|common|typical|different|various|best|first|last|current|existing|known|reported|two|three|four|several|\p{L}{3,}ed)\b/iu;

/** Whether the question only asks what a term means. */
function isDefinitional(question: string): boolean {
  if (DEFINITIONAL.test(question)) return true;
  const match = question.match(WHAT_IS);
  if (!match) return false;
  const term = match[2]!.trim();
  if (RELATION.test(term) || SECOND_QUESTION.test(term)) return false;
  if (match[1]?.toLowerCase() === "the") {
    // "What is the band gap?" asks for a value; "What is a band gap?" asks for a definition.
    if (QUANTITY.test(term) || SELECTION.test(term)) return false;
  }
  return true;
}

/** Fails questions that only ask what a term means. */
export function definitional(question: string): FilterVerdict {
  return isDefinitional(question)
    ? { metric: "definitional", value: 1, verdict: "fail", reason: `asks only for a definition: "${question.trim()}"` }
    : { metric: "definitional", value: 0, verdict: "pass", reason: "asks for more than a definition" };
}
