import type { ContextReference } from "./contextReference.ts";
import { THE_PAPER, COMPOUND_AFTER, THE_TEXT, TEXT_PARTS, PASSAGE_SCIENCE, TEXT_SCIENCE, SAID_BEFORE, PAPER_WORK } from "./referenceWords.ts";

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
export const TEXT_REFERENCES: readonly ContextReference[] = [
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
