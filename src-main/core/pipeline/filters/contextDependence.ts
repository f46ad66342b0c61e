import type { FilterVerdict } from "./FilterVerdict.ts";

/** Parts of a paper as readers name them ("the methods part", "the results section"). */
const PAPER_PARTS = "introduction|introductory|methods?|methodology|materials and methods|experimental|results?|discussion|results and discussion|conclusions?|concluding|abstract|related work|supplementary|supporting|appendix";
/** Ordinals that pick one display out of the paper's ("the second figure"). */
const ORDINALS = "first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth";
/** Displays of a paper; "figure of merit", "equation of state" are science, and the rules skip a display followed by "of". */
const DISPLAYS = "figures?|tables?|plots?|graphs?|charts?|diagrams?|schemes?|insets?|panels?|images?|micrographs?|spectr(?:um|a)|equations?|formulas?";

/**
 * Phrases that make a QA depend on the paper in hand rather than on the science: a reader of
 * the dataset has no "Figure 3" and no "this study". SciQAG and the Elsevier CCQG work both
 * filter these; the list is ours.
 */
const CONTEXT_REFERENCES: { pattern: RegExp; what: string }[] = [
  { pattern: /\b(?:fig(?:ure)?s?\.?|panel)\s*\(?[A-Z]?\d+[a-z]?\)?/i, what: "a figure" },
  { pattern: /\b(?:tables?|tab\.)\s*[A-Z]?\d+/i, what: "a table" },
  { pattern: /\b(?:sections?|sect?\.|§)\s*\d+(?:\.\d+)*/i, what: "a section" },
  { pattern: /\b(?:eqs?\.?|equations?)\s*\(?\d+\)?/i, what: "an equation" },
  { pattern: /\b(?:supplementary|supporting)\s+(?:information|figure|table|note|data|material)/i, what: "supplementary material" },
  { pattern: /\b(?:this|the present|the current|our|the above|the following)\s+(?:paper|study|work|article|manuscript|review|report|research|investigation|text|passage|document)\b/i, what: "the paper itself" },
  { pattern: /\b(?:the|these)\s+authors?\b|\bwe\s+(?:report|show|found|propose|present|demonstrate|observed)\b/i, what: "the authors" },
  { pattern: /\baccording to the (?:text|passage|context|paper|study|authors)\b|\bas (?:mentioned|shown|described|discussed|stated) (?:above|below|earlier|in the text)\b/i, what: "the surrounding text" },
  { pattern: /\bet al\.?/i, what: "a cited work" },
  // Parts of the paper named without a number: "the introduction", "the methods part", "the
  // second figure", "the table above", "this section". Each rule names the part together with
  // what makes it the paper's ("in the introduction", "the methods section"), so the same words
  // used about the science ("the introduction of a dopant", "the figure of merit", "the periodic
  // table", "the second step", "this section of the membrane") pass.
  { pattern: new RegExp(`\\b(?:the|this|our)\\s+(?:${PAPER_PARTS})\\s+(?:parts?|sections?|chapters?)\\b(?!\\s+of\\b)`, "i"), what: "a part of the paper" },
  { pattern: /\b(?:in|from|throughout)\s+the\s+(?:introduction|abstract|conclusions?|appendix|appendices)\b(?!\s+(?:of|to|into|that|between|for|with)\b)/i, what: "a part of the paper" },
  { pattern: /\b(?:in|from)\s+the\s+(?:methods|methodology|discussion|results)\s*(?:[?.,;:]|$)/i, what: "a part of the paper" },
  { pattern: /\bthe\s+(?:introduction|abstract|conclusions?)\s+(?:says?|states?|mentions?|describes?|discusses?|reports?|notes?|explains?|highlights?|suggests?|summari[sz]es?|claims?)\b/i, what: "a part of the paper" },
  { pattern: new RegExp(`\\b(?:this|the\\s+(?:${ORDINALS}|above|preceding|following|previous|next|last|final))\\s+(?:${DISPLAYS}|sections?|subsections?|paragraphs?|chapters?|passages?)\\b(?!\\s+of\\b)`, "i"), what: "a figure, table or part of the paper" },
  { pattern: new RegExp(`\\b(?:the|this|these)\\s+(?:${DISPLAYS})\\s+(?:above|below)\\b`, "i"), what: "a figure or table" },
  { pattern: new RegExp(`\\b(?:in|from|on|see)\\s+(?:the|this)\\s+(?:${DISPLAYS})\\b(?!\\s+(?:of|for)\\b)(?!\\s*(?:\\d|[A-Z]\\d))`, "i"), what: "a figure or table" },
  { pattern: /\[\d+(?:[,–-]\s*\d+)*\]/, what: "a citation number" },
];

/**
 * Questions that only ask what a term means: "What is photoluminescence?", "What are
 * perovskites?", "What does PCE stand for?", "Define ...", "What is the definition of ...".
 */
const DEFINITIONAL = /^\s*(?:what\s+does\s+[\w\s-]{1,30}\s+(?:stand for|mean)\??$|what\s+is\s+meant\s+by\b|what\s+(?:is|are)\s+(?:the\s+)?(?:definition|meaning)\s+of\b|define\s+|give\s+(?:a|the)\s+definition\s+of)/i;

/** "What is/are [a|an|the] TERM?", with the term. */
const WHAT_IS = /^\s*what\s+(?:is|are)\s+(?:(an?|the)\s+)?([\p{L}\p{N}\s'’()/-]{1,40})\?\s*$/iu;

/**
 * Words that make a "What is ..." question ask about something rather than define it: a
 * preposition ties the term to a subject or a condition ("the band gap of X", "the yield at
 * 80 °C", "the target of inhibitor Y"); a quantity asks for a value ("What is the band gap?").
 */
const RELATION = /\b(?:of|for|at|in|on|between|per|with|from|to|by|under|during|after|before|when|versus|vs)\b/i;
const QUANTITY = /\b(?:value|yield|temperature|pressure|band\s?gap|gap|energy|efficiency|concentration|ratio|rate|size|thickness|diameter|length|width|area|volume|mass|weight|density|target|dose|dosage|time|duration|lifetime|half-life|conductivity|resistance|resistivity|voltage|current|capacity|mobility|wavelength|frequency|ph|purity|selectivity|conversion|activity|potency|ic50|ec50|kd|ki|affinity|solubility|porosity|strength|modulus|hardness|melting point|boiling point|order|amount|number|percentage|fraction|content|loading|range|limit|threshold|coefficient|constant)\s*\??$/i;

/** Whether the question only asks what a term means. */
function isDefinitional(question: string): boolean {
  if (DEFINITIONAL.test(question)) return true;
  const match = question.match(WHAT_IS);
  if (!match) return false;
  const term = match[2]!.trim();
  if (RELATION.test(term)) return false;
  // "What is the band gap?" asks for a value; "What is a band gap?" asks for a definition.
  if (match[1]?.toLowerCase() === "the" && QUANTITY.test(term)) return false;
  return true;
}

/** Fails a QA whose question or answer refers to figures, tables, sections, the paper or its authors. */
export function contextDependence(question: string, answer: string): FilterVerdict {
  const found: string[] = [];
  for (const { pattern, what } of CONTEXT_REFERENCES) {
    const inQuestion = question.match(pattern);
    const inAnswer = answer.match(pattern);
    if (inQuestion) found.push(`question refers to ${what} ("${inQuestion[0]}")`);
    else if (inAnswer) found.push(`answer refers to ${what} ("${inAnswer[0]}")`);
  }
  return found.length === 0
    ? { metric: "context-dependence", value: 0, verdict: "pass", reason: "stands on its own: no reference to figures, tables, sections, the paper or its authors" }
    : { metric: "context-dependence", value: found.length, verdict: "fail", reason: found.join("; ") };
}

/** Fails questions that only ask what a term means. */
export function definitional(question: string): FilterVerdict {
  return isDefinitional(question)
    ? { metric: "definitional", value: 1, verdict: "fail", reason: `asks only for a definition: "${question.trim()}"` }
    : { metric: "definitional", value: 0, verdict: "pass", reason: "asks for more than a definition" };
}
