/**
 * A table's label in Korean ("표 1", "[표 1]", "<표 2>") or Chinese and Japanese ("表1", "表 3",
 * "【表2】"): the word for table, its number, in brackets or not, at a line's start. The brackets
 * set it apart from the title as a full stop does "Table 1.". A number run on into a word ("표 1에서",
 * "in Table 1") is the running text's reference, not a label.
 */
const CJK_LABEL = /^([[<〈【［]?)\s?(표|表)\s?(\d{1,3}(?:[.\-–]\d{1,3})?)\s?([\]>〉】］]?)(?![\d.,]\d|\p{L})/u;

/** Which closing bracket pairs with each opening one. */
const CLOSES: Record<string, string> = { "[": "]", "<": ">", "〈": "〉", "【": "】", "［": "］" };

/** How a run that may begin such a label opens (a quick test before the pattern). */
export const CJK_LABEL_START = /^\s*[[<〈【［표表]/u;

export function cjkTableLabel(text: string): { printed: string; word: string; number: string; bracketed: boolean } | null {
  const m = CJK_LABEL.exec(text);
  if (!m) return null;
  const [printed, open, word, number, close] = m as unknown as [string, string, string, string, string];
  // A bracket on one side only is not a label's ("[표 1 ..." cut off, "표 1]" closing something else).
  if ((open ? CLOSES[open] : "") !== close) return null;
  return { printed, word, number, bracketed: !!open };
}
