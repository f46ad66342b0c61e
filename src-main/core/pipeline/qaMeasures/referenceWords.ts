/** Parts of a paper as readers name them ("the methods part", "the results section"). */
export const PAPER_PARTS = "introduction|introductory|methods?|methodology|materials and methods|experimental|results?|discussion|results and discussion|conclusions?|concluding|abstract|related work|supplementary|supporting|appendix";
/** Ordinals that pick one display out of the paper's ("the second figure"). */
export const ORDINALS = "first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth";
/** Displays of a paper; "figure of merit", "equation of state" are science, and the rules skip a display followed by "of". */
export const DISPLAYS = "figures?|tables?|plots?|graphs?|charts?|diagrams?|schemes?|insets?|panels?|images?|micrographs?|spectr(?:um|a)|equations?|formulas?";
/**
 * The displays that are only ever the paper's when named with "the" and no number ("in the
 * figure", "from the graph"). A spectrum, an equation, a formula, a panel or an image named so
 * in an answer is as often the science the QA is about ("closely spaced lines in the spectrum",
 * "source terms in the equations", "the wood panel"; SciQAG's accepted answers say so); in a
 * question, with nothing named before it, "the spectrum" is still one the reader cannot see.
 */
export const PAPER_ONLY_DISPLAYS = "figures?|tables?|plots?|graphs?|charts?|diagrams?|schemes?|insets?|micrographs?";
export const SCIENCE_TOO_DISPLAYS = "panels?|images?|spectr(?:um|a)|equations?|formulas?";
/** The paper as a whole, as a QA refers to it ("in the study", "this paper"). */
export const THE_PAPER = "paper|study|article|manuscript|research paper";
/**
 * Science written with the same words: "first-passage time", "the study area" (geology), "the
 * paper industry". A paper word followed by one of these names a thing, not the paper.
 */
export const COMPOUND_AFTER = "of|time|times|probability|problem|distribution|area|areas|site|sites|region|period|population|cohort|industry|mill|mills|machine|substrate|sheet|sheets";

/** Words for the text a QA was written from, as a QA that points into it names it. */
export const THE_TEXT = "text|passage|excerpt|snippet|context";
/** Where in the text: the part a QA points at ("this part", "the section on catalysts"). */
export const TEXT_PARTS = "parts?|portions?|segments?|sections?|subsections?|paragraphs?|chapters?|passages?|excerpts?";
/** Words after "the passage" that make it a passing through (of ions, of current), not a piece of text. */
export const PASSAGE_SCIENCE = "of|from|through|across|into|between|to|time|times|number|\\d";
/** Words after "the text" that make it a kind of data (a text file, text mining), not the text in hand. */
export const TEXT_SCIENCE = "files?|formats?|mining|messages?|books?|editors?|corpora|corpus|data|strings?|fields?|boxes|box|classification|-";
/** Participles that say the text spoke of a thing before: "the mentioned drugs", "the described protocol". */
export const SAID_BEFORE = "above-?mentioned|aforementioned|mentioned|described|discussed|presented|given|specified|listed|cited|stated";
/** What a "said before" phrase points at when it is the paper as a whole ("the presented work"). */
export const PAPER_WORK = `${THE_PAPER}|work|research|investigation|review|report|formulation|approach|method|methods`;
