// The tiny model's vocabulary: byte-fallback tokens, common word pieces and JSON pieces, each with
// its values on the reserved channels and the logit steering it gets from them (tinyLlamaGguf.ts's
// header says why the model carries such channels).

// SentencePiece token types, as llama.cpp reads tokenizer.ggml.token_type.
const TOKEN_NORMAL = 1;
const TOKEN_UNKNOWN = 2;
const TOKEN_CONTROL = 3;
const TOKEN_BYTE = 6;

const SPACE = "\u2581"; // "▁", SentencePiece's word-boundary marker

const WORDS = [
  "the", "of", "and", "to", "a", "in", "is", "that", "for", "it", "with", "as", "was", "on", "are", "be", "by",
  "this", "we", "from", "at", "or", "an", "not", "have", "which", "were", "can", "has", "but", "all", "their",
  "more", "than", "also", "these", "between", "each", "other", "two", "one", "new", "high", "low", "using",
  "used", "show", "shows", "results", "result", "data", "model", "models", "method", "methods", "paper",
  "study", "effect", "energy", "temperature", "phase", "film", "films", "cell", "cells", "solar", "growth",
  "size", "sample", "samples", "value", "values", "figure", "table", "question", "answer", "score", "easy",
  "medium", "hard", "tags", "difficulty", "true", "false", "null", "what", "how", "why", "does", "do", "if",
  "Hello", "hello", "world", "The", "In", "We", "This", "A", "What", "How",
];
const SUFFIXES = ["ing", "ed", "er", "es", "ion", "tion", "ly", "al", "ent", "ic", "th", "he", "in", "re", "on", "at", "or", "an", "st", "nd"];
const JSON_PIECES = ['":', '",', '"}', '"]', '{"', '["', "},", "],", "{}", "[]", `${SPACE}"`, `${SPACE}{`, `${SPACE}[`, `${SPACE}(`, `${SPACE}-`];
/**
 * Logit adjustments in units of the random logit spread: [always, after a token ending in `"`,
 * after a digit]. See the header comment. Every other token with a comma in it (`",` `},` `],`)
 * gets the comma's "always" part.
 */
const STEERING = new Map<string, [number, number, number]>([
  ['"', [10, -20, 0]],
  [",", [-8, 0, 16]],
  ["}", [0, 0, 14]],
  ["]", [0, 0, 14]],
  ["\\", [-4, 0, 0]],
]);
export const CHANNELS = 3;
const PUNCTUATION = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";

export interface Vocabulary {
  tokens: string[];
  scores: number[];
  types: number[];
  /** Per token: its values on the reserved channels, and the logit adjustments it receives from them. */
  features: [number, number, number][];
  steering: [number, number, number][];
}

export function buildVocabulary(): Vocabulary {
  const tokens: string[] = ["<unk>", "<s>", "</s>"];
  const scores: number[] = [0, 0, 0];
  const types: number[] = [TOKEN_UNKNOWN, TOKEN_CONTROL, TOKEN_CONTROL];
  for (let b = 0; b < 256; b++) {
    tokens.push(`<0x${b.toString(16).toUpperCase().padStart(2, "0")}>`);
    scores.push(0);
    types.push(TOKEN_BYTE);
  }
  // Multi-character pieces, in merge priority order (earlier = higher score). Every prefix of a
  // "▁word" is itself a piece, so the SentencePiece merge loop can always reach the whole word.
  const pieces: string[] = [];
  const seen = new Set<string>(tokens);
  const add = (piece: string) => {
    if (!seen.has(piece)) {
      seen.add(piece);
      pieces.push(piece);
    }
  };
  for (const piece of JSON_PIECES) add(piece);
  for (const suffix of SUFFIXES) add(suffix);
  for (const word of WORDS) {
    const full = SPACE + word;
    for (let end = 2; end <= full.length; end++) add(full.slice(0, end));
  }
  for (let d = 0; d <= 9; d++) add(`${SPACE}${d}`);
  let score = -1;
  for (const piece of pieces) {
    tokens.push(piece);
    scores.push(score--);
    types.push(TOKEN_NORMAL);
  }
  // Single characters last (their score does not matter: merging starts from them).
  const singles = [SPACE, ..."abcdefghijklmnopqrstuvwxyz", ..."ABCDEFGHIJKLMNOPQRSTUVWXYZ", ..."0123456789", ...PUNCTUATION];
  for (const ch of singles) {
    if (seen.has(ch)) continue;
    seen.add(ch);
    tokens.push(ch);
    scores.push(score--);
    types.push(TOKEN_NORMAL);
  }
  // A byte token stands for its byte, so it gets the features of that character too.
  const text = (id: number) => (types[id] === TOKEN_BYTE ? String.fromCharCode(id - 3) : types[id] === TOKEN_NORMAL ? tokens[id]! : "");
  const features = tokens.map((_, id): [number, number, number] => [1, text(id).endsWith('"') ? 1 : 0, /^\u2581?[0-9]$/.test(text(id)) ? 1 : 0]);
  // Byte tokens (legal wherever their byte is: a grammar may pick `<0x2C>` for a comma) are made
  // unlikely outright, so the steering of the ordinary pieces decides.
  const steering = tokens.map((token, id): [number, number, number] => {
    if (types[id] === TOKEN_CONTROL || types[id] === TOKEN_UNKNOWN) return [-12, 0, 0];
    if (types[id] === TOKEN_BYTE) return [-10, 0, 0];
    return STEERING.get(token) ?? [token.includes(",") ? -8 : 0, 0, 0];
  });
  return { tokens, scores, types, features, steering };
}
