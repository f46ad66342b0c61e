/** Parts of a paper as readers name them ("the methods part", "the results section"). */
const PAPER_PARTS = "introduction|introductory|methods?|methodology|materials and methods|experimental|results?|discussion|results and discussion|conclusions?|concluding|abstract|related work|supplementary|supporting|appendix";
/** Ordinals that pick one display out of the paper's ("the second figure"). */
const ORDINALS = "first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth";
/** Displays of a paper; "figure of merit", "equation of state" are science, and the rules skip a display followed by "of". */
const DISPLAYS = "figures?|tables?|plots?|graphs?|charts?|diagrams?|schemes?|insets?|panels?|images?|micrographs?|spectr(?:um|a)|equations?|formulas?";
/**
 * The displays that are only ever the paper's when named with "the" and no number ("in the
 * figure", "from the graph"). A spectrum, an equation, a formula, a panel or an image named so
 * in an answer is as often the science the QA is about ("closely spaced lines in the spectrum",
 * "source terms in the equations", "the wood panel"; SciQAG's accepted answers say so); in a
 * question, with nothing named before it, "the spectrum" is still one the reader cannot see.
 */
const PAPER_ONLY_DISPLAYS = "figures?|tables?|plots?|graphs?|charts?|diagrams?|schemes?|insets?|micrographs?";
const SCIENCE_TOO_DISPLAYS = "panels?|images?|spectr(?:um|a)|equations?|formulas?";
/** The paper as a whole, as a QA refers to it ("in the study", "this paper"). */
const THE_PAPER = "paper|study|article|manuscript|research paper";
/**
 * Science written with the same words: "first-passage time", "the study area" (geology), "the
 * paper industry". A paper word followed by one of these names a thing, not the paper.
 */
const COMPOUND_AFTER = "of|time|times|probability|problem|distribution|area|areas|site|sites|region|period|population|cohort|industry|mill|mills|machine|substrate|sheet|sheets";

/** Words for the text a QA was written from, as a QA that points into it names it. */
const THE_TEXT = "text|passage|excerpt|snippet|context";
/** Where in the text: the part a QA points at ("this part", "the section on catalysts"). */
const TEXT_PARTS = "parts?|portions?|segments?|sections?|subsections?|paragraphs?|chapters?|passages?|excerpts?";
/** Words after "the passage" that make it a passing through (of ions, of current), not a piece of text. */
const PASSAGE_SCIENCE = "of|from|through|across|into|between|to|time|times|number|\\d";
/** Words after "the text" that make it a kind of data (a text file, text mining), not the text in hand. */
const TEXT_SCIENCE = "files?|formats?|mining|messages?|books?|editors?|corpora|corpus|data|strings?|fields?|boxes|box|classification|-";
/** Participles that say the text spoke of a thing before: "the mentioned drugs", "the described protocol". */
const SAID_BEFORE = "above-?mentioned|aforementioned|mentioned|described|discussed|presented|given|specified|listed|cited|stated";
/** What a "said before" phrase points at when it is the paper as a whole ("the presented work"). */
const PAPER_WORK = `${THE_PAPER}|work|research|investigation|review|report|formulation|approach|method|methods`;

/** One way a QA can point at the paper in hand. */
export interface ContextReference {
  pattern: RegExp;
  what: string;
  /**
   * Whether it fails an answer too. A question that needs the paper cannot be asked without it;
   * an answer fails only when it points at what its reader cannot see (a figure, an equation, a
   * section, a citation number). An answer that attributes a finding ("this study found...",
   * "the authors propose...") still tells it, and SciQAG's accepted QAs do so: noted, not failed.
   */
  answerFails: boolean;
  /** Why an answer holding it still passes, for the verdict's reason. Defaults to an attribution's why. */
  answerPasses?: string;
  /**
   * The QA's own earlier mention of this kind of thing resolves the reference ("the
   * Hamilton–Jacobi equation ... This equation"): the noun group of the pattern, when it has one.
   */
  anaphora?: boolean;
}

/** What the rules below say a QA points at, in the verdict's reason ("question refers to a part of the text"). */
export const TEXT_REFERENCE_KINDS = ["the text it was written from", "a part of the text", "something the text mentions"] as const;
const [WHOLE_TEXT, TEXT_PART, MENTIONED] = TEXT_REFERENCE_KINDS;

/**
 * A QA that points into the text it was written from rather than at the paper: the text as a
 * whole ("in the given text", "the passage says"), a part of it ("this part", "the passage
 * above", "the section on X", a section named by its subject), or a thing the text spoke of
 * before ("the temperatures mentioned", "the described protocol"). Its reader has the QA alone,
 * with no text above or below it, no part to look at and nothing mentioned before. Each rule says
 * in its comment why its words are the text's and not the science's.
 */
const TEXT_REFERENCES: readonly ContextReference[] = [
  // "the given text", "the provided passage", "the above excerpt": a text handed over with the
  // question. "context" too: "the given context" is a QA generator's prompt talking.
  {
    pattern: new RegExp(`\\b(?:the|this|that)\\s+(?:given|provided|above|preceding|following|accompanying|supplied|quoted|original)\\s+(?:${THE_TEXT}|document)\\b`, "i"),
    what: WHOLE_TEXT,
    answerFails: true,
  },
  // "the passage above", "the paragraph below": a place in the text, seen only beside it. A part
  // above something ("the part above the interface", "segments below Tg") is a place in the
  // sample: "part", "portion" and "segment" count only where the clause ends after them.
  {
    pattern: new RegExp(
      `\\b(?:(?:the|this|that|these)\\s+)?(?:${THE_TEXT}|sections?|subsections?|paragraphs?|chapters?)\\s+(?:above|below)\\b(?!\\s+(?:(?:the|a|an|its|their)\\b|[-−+]?\\d))` +
        `|\\b(?:the|this|that|these)\\s+(?:parts?|portions?|segments?)\\s+(?:above|below)\\s*(?:[,;:.?!]|$)`,
      "i",
    ),
    what: TEXT_PART,
    answerFails: true,
  },
  // "the text", "this excerpt", "in the passage", "the passage says": the text as what holds the
  // answer. "The passage of ions", "the first-passage time", "a text file", "text mining" are
  // science and data, not the text in hand: "passage" counts only where a preposition or a
  // demonstrative makes it a place to read, or it says something.
  {
    pattern: new RegExp(
      `\\b(?:the|this|that|these)\\s+(?:texts?\\b(?!\\s*(?:${TEXT_SCIENCE}))|excerpts?\\b|snippets?\\b)` +
        `|\\b(?:(?:in|from|within|throughout|of|by|according\\s+to)\\s+(?:the|this|that)|this|that|these)\\s+passages?\\b(?!\\s+(?:${PASSAGE_SCIENCE}))` +
        `|\\bthe\\s+(?:passage|context)\\s+(?:says?|states?|mentions?|describes?|discuss(?:es)?|reports?|notes?|explains?|suggests?|claims?|indicates?|refers?|impl(?:y|ies)|highlights?|emphasi[sz]es?|lists?|provides?|gives?|presents?|shows?)\\b`,
      "i",
    ),
    what: WHOLE_TEXT,
    answerFails: true,
  },
  // "this part", "that portion": a demonstrative with nothing named before it points at the
  // text. "This part of the molecule" names its whole and is left to the science.
  {
    pattern: new RegExp(`\\b(?:this|that|these|those)\\s+(?:parts?|portions?|segments?)\\b(?!\\s+of\\s+(?!(?:the|this)\\s+(?:${THE_TEXT}|${THE_PAPER}|document)\\b))`, "i"),
    what: TEXT_PART,
    answerFails: true,
    anaphora: true,
  },
  // "which part of the text", "the first part of the paper": a part of the document, picked out
  // by "the", "this" or "which". "A significant part of the paper" says how much, not where.
  {
    pattern: new RegExp(`\\b(?:the|this|that|which|what)\\s+(?:[\\p{L}-]+\\s+)?(?:parts?|portions?|segments?|sections?|paragraphs?)\\s+of\\s+(?:the|this)\\s+(?:${THE_TEXT}|${THE_PAPER}|document|review|chapter)\\b(?!\\s+(?:${COMPOUND_AFTER})\\b)`, "iu"),
    what: TEXT_PART,
    answerFails: true,
  },
  // A section named by its subject: "the section on catalysts", "the section titled Methods",
  // "described in the synthesis section". Only with words that make it a piece of writing (a
  // preposition of topic, or a verb of telling): "the cross section", "a tissue section", "the
  // test section" of a wind tunnel are the science.
  {
    pattern: new RegExp(
      `\\bthe\\s+(?:${TEXT_PARTS})\\s+(?:on|about|titled|entitled|called|headed|named|discussing|describing|dealing\\s+with|covering|devoted\\s+to|concerning|regarding)\\b(?!\\s+the\\s+(?:left|right|top|bottom|surface|inside|outside)\\b)` +
        `|\\b(?:described|mentioned|discussed|presented|reported|listed|explained|outlined|detailed|stated|noted|defined|introduced|summari[sz]ed|covered|given)\\s+(?:in|under)\\s+(?:the|this)\\s+(?:[\\p{L}-]+\\s+){0,3}?(?:sections?|subsections?|parts?|chapters?|paragraphs?)\\b(?!\\s+of\\b)`,
      "iu",
    ),
    what: TEXT_PART,
    answerFails: true,
  },
  // "the presented work", "the given study": the paper, named by the text's having presented it.
  {
    pattern: new RegExp(`\\bthe\\s+(?:${SAID_BEFORE})\\s+(?:${PAPER_WORK})\\b(?!\\s+(?:${COMPOUND_AFTER})\\b)`, "i"),
    what: "the paper itself",
    answerFails: false,
  },
  // "the mentioned drugs", "the described protocol", "the given problem": something the text
  // spoke of before the QA. An answer that says so still states what it is about (noted).
  {
    pattern: new RegExp(`\\bthe\\s+(?:${SAID_BEFORE})\\s+(?!(?:${PAPER_WORK}|${THE_TEXT}|${TEXT_PARTS}|document)\\b)[\\p{L}][\\p{L}-]*`, "iu"),
    what: MENTIONED,
    answerFails: false,
    answerPasses: "which names what it is about",
    anaphora: true,
  },
  // "at the temperatures mentioned?", "in the special case described?": the same, said after
  // the noun at the end of a question. "How is the coupling described?" asks for a description
  // (a passive, after is/are/was/were) and passes.
  {
    pattern: /(?<!\b(?:is|are|was|were|be|been|being)\s+)\bthe\s+(?:[\p{L}\d-]+\s+){1,2}?(?:mentioned|described|discussed|listed|cited|presented|given|considered)(?:\s+(?:above|below|earlier|here|previously|before))?\s*[?.]?\s*$/iu,
    what: MENTIONED,
    answerFails: false,
    answerPasses: "which names what it is about",
  },
];

/**
 * Phrases that make a QA depend on the paper in hand rather than on the science: a reader of
 * the dataset has no "Figure 3" and no "this study". SciQAG and the Elsevier CCQG work both
 * filter these; the list is ours. Citation numbers are checked apart (`citationMarkers`), since
 * chemistry writes square brackets for other things.
 */
export const CONTEXT_REFERENCES: readonly ContextReference[] = [
  { pattern: /\b(?:fig(?:ure)?s?\.?|panel)\s*\(?[A-Z]?\d+[a-z]?\)?/i, what: "a figure", answerFails: true },
  { pattern: /\b(?:tables?|tab\.)\s*[A-Z]?\d+/i, what: "a table", answerFails: true },
  { pattern: /\b(?:sections?|sect?\.|§)\s*\d+(?:\.\d+)*/i, what: "a section", answerFails: true },
  { pattern: /\b(?:eqs?\.?|equations?)\s*\(?\d+\)?/i, what: "an equation", answerFails: true },
  // "Supporting material" is as often a catalyst's support as the paper's appendix; only the names journals give the appendix count.
  { pattern: /\bsupplementary\s+(?:information|figures?|tables?|notes?|data|materials?|videos?|movies?|files?)\b|\bsupporting\s+(?:information|figures?\s+S?\d|tables?\s+S?\d|notes?\s+S?\d)/i, what: "supplementary material", answerFails: true },
  {
    pattern: new RegExp(`\\b(?:this|the present|the current|our|the above|the following)\\s+(?:${THE_PAPER}|work|review|report|research|investigation|document)\\b(?!\\s+(?:${COMPOUND_AFTER})\\b)`, "i"),
    what: "the paper itself",
    answerFails: false,
    anaphora: true,
  },
  // "in the study", "the method described in the paper": the definite article is enough when a
  // preposition ties the QA to it; "the study of X" is a field, not the paper.
  { pattern: new RegExp(`\\b(?:in|from|throughout|by|within)\\s+the\\s+(?:${THE_PAPER}|reported study|present paper)\\b(?!\\s+(?:${COMPOUND_AFTER})\\b)`, "i"), what: "the paper itself", answerFails: false, anaphora: true },
  // "The study used...", at the start of a sentence.
  { pattern: new RegExp(`(?<=^|[.!?]\\s+)the\\s+(?:${THE_PAPER})(?=\\s+(?!(?:${COMPOUND_AFTER})\\b)\\p{Ll})`, "iu"), what: "the paper itself", answerFails: false, anaphora: true },
  { pattern: /\b(?:the|these)\s+authors?\b|\bwe\s+(?:report|show|found|propose|present|demonstrate|observed)\b/i, what: "the authors", answerFails: false },
  { pattern: /\baccording to the (?:paper|study|authors|article)\b/i, what: "the paper itself", answerFails: false },
  { pattern: /\baccording to the (?:text|passage|context)\b|\bas (?:mentioned|shown|described|discussed|stated) (?:above|below|earlier|in the text)\b/i, what: WHOLE_TEXT, answerFails: true },
  { pattern: /\bet al\.?/i, what: "a cited work", answerFails: false },
  // Parts of the paper named without a number: "the introduction", "the methods part", "the
  // second figure", "the table above", "this section". Each rule names the part together with
  // what makes it the paper's ("in the introduction", "the methods section"), so the same words
  // used about the science ("the introduction of a dopant", "the figure of merit", "the periodic
  // table", "the second step", "this section of the membrane") pass.
  { pattern: new RegExp(`\\b(?:the|this|our)\\s+(?:${PAPER_PARTS})\\s+(?:parts?|sections?|chapters?)\\b(?!\\s+of\\b)`, "i"), what: "a part of the paper", answerFails: true },
  { pattern: /\b(?:in|from|throughout)\s+the\s+(?:introduction|abstract|conclusions?|appendix|appendices)\b(?!\s+(?:of|to|into|that|between|for|with)\b)/i, what: "a part of the paper", answerFails: true },
  { pattern: /\b(?:in|from)\s+the\s+(?:methods|methodology|discussion|results)\s*(?:[?.,;:]|$)/i, what: "a part of the paper", answerFails: true },
  { pattern: /\bthe\s+(?:introduction|abstract|conclusions?)\s+(?:says?|states?|mentions?|describes?|discusses?|reports?|notes?|explains?|highlights?|suggests?|summari[sz]es?|claims?)\b/i, what: "a part of the paper", answerFails: true },
  {
    pattern: new RegExp(`\\b(?:this|the\\s+(?:${ORDINALS}|above|preceding|following|previous|next|last|final))\\s+(?:${DISPLAYS}|sections?|subsections?|paragraphs?|chapters?|passages?)\\b(?!\\s+(?:${COMPOUND_AFTER})\\b)`, "i"),
    what: "a figure, table or part of the paper",
    answerFails: true,
    anaphora: true,
  },
  { pattern: new RegExp(`\\b(?:the|this|these)\\s+(?:${DISPLAYS})\\s+(?:above|below)\\b`, "i"), what: "a figure or table", answerFails: true },
  { pattern: new RegExp(`\\b(?:in|from|on|see)\\s+(?:the|this)\\s+(?:${PAPER_ONLY_DISPLAYS})\\b(?!\\s+(?:of|for)\\b)(?!\\s*(?:\\d|[A-Z]\\d))`, "i"), what: "a figure or table", answerFails: true, anaphora: true },
  { pattern: new RegExp(`\\b(?:in|from|on|see)\\s+(?:the|this)\\s+(?:${SCIENCE_TOO_DISPLAYS})\\b(?!\\s+(?:of|for)\\b)(?!\\s*(?:\\d|[A-Z]\\d))`, "i"), what: "a spectrum, equation or image", answerFails: false, answerPasses: "read as the science the QA is about", anaphora: true },
  ...TEXT_REFERENCES,
];

/** The noun a reference points with ("this equation" → "equation"), singular, lower-cased. */
function referredNoun(match: string): string | null {
  const last = match.trim().match(/([\p{L}-]+)\W*$/u)?.[1]?.toLowerCase();
  if (!last) return null;
  if (last === "spectra") return "spectrum";
  if (last === "formulas" || last === "formulae") return "formula";
  return last.replace(/(?<=[^s])s$/, "");
}

/**
 * Whether a demonstrative reference is resolved inside the QA itself: the QA named that kind of
 * thing before ("What does the Hamilton–Jacobi equation describe? ... This equation gives..."),
 * so "this equation" is that one and a reader needs no paper to follow it.
 */
export function resolvedInQa(text: string, at: number, match: string): boolean {
  const noun = referredNoun(match);
  if (!noun || noun.length < 4) return false;
  const plural = noun === "spectrum" ? "|spectra" : noun === "formula" ? "|formulae" : "";
  return new RegExp(`\\b(?:${noun}s?${plural})\\b`, "i").test(text.slice(0, at));
}

/**
 * Citation markers: "[12]", "[3, 4]", "[5–7]". Square brackets also write chemistry and
 * crystallography, so a bracket glued to a letter, digit or hyphen on either side is a name
 * ("calix[4]arene", "[60]fullerene", "[3,3]-sigmatropic", "[C6MIM][PF6]"), and a lone group of
 * three or four digits is a crystal direction ("[100]", "[0001]", "[1-10]"): papers cite
 * reference 100 and above seldom, and never with a leading zero.
 */
const BRACKETED_NUMBERS = /\[(\s*[-−]?\d+(?:\s*[,;–-]\s*[-−]?\d+)*\s*)\]/g;

export function citationMarkers(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(BRACKETED_NUMBERS)) {
    const before = text[match.index - 1] ?? " ";
    const after = text[match.index + match[0].length] ?? " ";
    if (/[\p{L}\p{N}\])-]/u.test(before) || /[\p{L}\p{N}[(-]/u.test(after)) continue;
    const inner = match[1]!.trim();
    // A signed number or a 0 is an interval or a coordinate ("[−1,1]", "[0, 1]"): references are numbered from 1.
    if (/[,;]/.test(inner) && (/(?:^|[,;]\s*)[-−]/.test(inner) || /(?:^|[,;]\s*)0(?!\d)/.test(inner))) continue;
    if (/^[-−]?(?:\d\s*[-−]?\s*){3,4}$/.test(inner) && !/[,;–]/.test(inner)) continue;
    found.push(match[0]);
  }
  return found;
}
