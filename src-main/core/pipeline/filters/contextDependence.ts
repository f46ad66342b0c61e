import type { FilterVerdict } from "./FilterVerdict.ts";

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
  { pattern: /\[\d+(?:[,–-]\s*\d+)*\]/, what: "a citation number" },
];

/** Questions that only ask for a definition ("What is X?"), which SciQAG steers away from. */
const DEFINITIONAL = /^\s*(?:what\s+(?:is|are)\s+(?:an?\s+|the\s+)?[\w\s-]{1,40}\?$|what\s+does\s+[\w\s-]{1,30}\s+(?:stand for|mean)\??$|define\s+|give\s+(?:a|the)\s+definition\s+of)/i;

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
  return DEFINITIONAL.test(question)
    ? { metric: "definitional", value: 1, verdict: "fail", reason: `asks only for a definition: "${question.trim()}"` }
    : { metric: "definitional", value: 0, verdict: "pass", reason: "asks for more than a definition" };
}
