import { type TaggedWord, tagSentences } from "./partsOfSpeech.ts";
import { STOPWORDS } from "../../text/stopwords.ts";

// TopicRank's first step (its candidates), apart from its ranking (topicRank.ts).

export interface Candidate {
  words: string[];
  stems: Set<string>;
  /** Word offsets of its occurrences in the text. */
  positions: number[];
  first: number;
  surface: string;
}

/** A word a keyphrase may hold: letters or digits, inner hyphens and apostrophes ("TiO2", "X-ray"). */
const WORD = /^[\p{L}\p{N}][\p{L}\p{N}'’-]*$/u;
const NOUNS = new Set(["NOUN", "PROPN"]);

/**
 * Noun-phrase candidates, as TopicRank takes them: maximal sequences of adjectives followed by
 * nouns or proper nouns, (ADJ)* (NOUN|PROPN)+, by wink-nlp's part-of-speech tags. A sequence
 * longer than `maxWords` keeps its last words (the head noun and what qualifies it).
 */
export function candidates(text: string, maxWords: number): Map<string, Candidate> {
  const found = new Map<string, Candidate>();
  let offset = 0;
  const add = (phrase: TaggedWord[], at: number) => {
    const piece = phrase.slice(-maxWords);
    const start = at + phrase.length - piece.length;
    const words = piece.map((w) => w.text);
    // A phrase of stopwords or of one- and two-letter scraps ("al", "S1") names no topic.
    if (words.join("").length < 3 || words.every((w) => w.length < 3) || words.some((w) => STOPWORDS.has(w.toLowerCase()))) return;
    const stems = piece.map((w) => w.stem.toLowerCase());
    const key = stems.join(" ");
    const entry = found.get(key) ?? { words, stems: new Set(stems), positions: [], first: start, surface: words.join(" ") };
    entry.positions.push(start);
    found.set(key, entry);
  };
  for (const sentence of tagSentences(text)) {
    let phrase: TaggedWord[] = [];
    let phraseAt = 0;
    let nouns = 0;
    const close = () => {
      // Trailing adjectives are not part of the phrase: (ADJ)* must be followed by a noun.
      while (phrase.length > 0 && !NOUNS.has(phrase.at(-1)!.pos)) phrase.pop();
      if (nouns > 0 && phrase.length > 0) add(phrase, phraseAt);
      phrase = [];
      nouns = 0;
    };
    sentence.forEach((word, i) => {
      const at = offset + i;
      const usable = WORD.test(word.text);
      if (usable && NOUNS.has(word.pos)) {
        if (phrase.length === 0) phraseAt = at;
        phrase.push(word);
        nouns++;
      } else if (usable && word.pos === "ADJ") {
        // An adjective after a noun starts the next phrase: "cells ADJ NOUN" is two phrases.
        if (nouns > 0) close();
        if (phrase.length === 0) phraseAt = at;
        phrase.push(word);
      } else close();
    });
    close();
    offset += sentence.length;
  }
  return found;
}
