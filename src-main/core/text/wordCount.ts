/** Words in a text, counted as runs between white space: the measure the reader's and the strategies' length limits are written in. */
export const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;
