import { createRequire } from "node:module";
import type WinkNLP from "wink-nlp";
import type { ItsFunction } from "wink-nlp";

/** A word as the tagger read it: its text, universal part-of-speech tag and Porter stem. */
export interface TaggedWord {
  text: string;
  /** Universal dependencies tag: "NOUN", "PROPN", "ADJ", "VERB", "PUNCT"... */
  pos: string;
  stem: string;
}

type Nlp = ReturnType<typeof WinkNLP>;
let nlp: Nlp | undefined;

/**
 * wink-nlp with its English model, loaded on first use: the model takes a noticeable moment to
 * read, and the CLI and the app should not pay for it until a paper is actually tagged. Only
 * sentence splitting and tagging run (no entities, sentiment or negation).
 */
function tagger(): Nlp {
  if (!nlp) {
    const require = createRequire(import.meta.url);
    const winkNLP = require("wink-nlp") as typeof WinkNLP;
    nlp = winkNLP(require("wink-eng-lite-web-model"), ["sbd", "pos"]);
  }
  return nlp;
}

/** The text's sentences, each as its tagged words (wink-nlp's tokenizer and tagger). */
export function tagSentences(text: string): TaggedWord[][] {
  const n = tagger();
  const doc = n.readDoc(text);
  const words = doc.tokens().out();
  const pos = doc.tokens().out(n.its.pos);
  // The typings declare the stemmer with another signature than `out` takes; it is a token function.
  const stems = doc.tokens().out(n.its.stem as unknown as ItsFunction<string>);
  const spaces = doc.tokens().out(n.its.precedingSpaces);
  const sentences: TaggedWord[][] = [];
  const all = doc.sentences();
  for (let k = 0; k < all.length(); k++) {
    const [start, end] = all.itemAt(k).out(n.its.span) as unknown as [number, number];
    const tagged: TaggedWord[] = [];
    for (let i = start; i <= end; i++) {
      const previous = tagged.at(-1);
      // The tokenizer splits "open-circuit" and "two-dimensional" at the hyphen; written without
      // spaces they are one word, tagged as its last part ("open-circuit" is a noun).
      if (previous && words[i] === "-" && i < end && spaces[i] === "" && spaces[i + 1] === "" && /^[\p{L}\p{N}]/u.test(words[i + 1]!)) {
        tagged[tagged.length - 1] = { text: `${previous.text}-${words[i + 1]}`, pos: pos[i + 1]!, stem: `${previous.stem}-${stems[i + 1]}` };
        i++;
        continue;
      }
      tagged.push({ text: words[i]!, pos: pos[i]!, stem: stems[i]! });
    }
    sentences.push(tagged);
  }
  return sentences;
}
