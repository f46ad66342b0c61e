/**
 * How well a passage matches, against the best one found: the score itself is a weighted sum of
 * relative scores with no unit a reader could use, so only its share of the best is shown.
 */
export function matchWords(score: number, best: number): string {
  if (best <= 0) return "no words in common";
  const share = Math.round((100 * score) / best);
  return share >= 100 ? "best match" : `match ${share}% of the best`;
}

/** About five lines of the list: enough to tell a passage from its neighbours, short enough to scan a list of many. */
const PASSAGE_SHOWN_CHARS = 360;

/** A found passage's text as the list shows it: its start, cut with "…" when longer. */
export function passageShown(text: string): string {
  return text.length > PASSAGE_SHOWN_CHARS ? `${text.slice(0, PASSAGE_SHOWN_CHARS)}…` : text;
}
