/** Words set in lines of at most `lineChars` characters (a rough measure for a generated page's fixed-width guess). */
export function wrapWords(words: readonly string[], lineChars: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    if (line && line.length + 1 + word.length > lineChars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}
