/**
 * What an answer says so far, read from the JSON the model has written up to now (the grammar
 * keeps it well-formed, but it is cut anywhere): the statements' texts, the last one perhaps
 * unfinished. Streaming shows this while the model writes; the finished answer is parsed whole.
 */
export function partialStatements(json: string): string[] {
  const texts: string[] = [];
  for (const match of json.matchAll(/"text"\s*:\s*"((?:[^"\\]|\\.)*)(")?/g)) {
    let raw = match[1]!;
    // An escape cut in the middle ("\u00" or a lone "\") waits for its next characters.
    raw = raw.replace(/\\(u[0-9a-fA-F]{0,3})?$/, "");
    try {
      texts.push(JSON.parse(`"${raw}"`) as string);
    } catch {
      texts.push(raw);
    }
  }
  return texts;
}

/** The verdict, once written; null before. */
export function partialVerdict(json: string): string | null {
  return /"verdict"\s*:\s*"([^"]*)"/.exec(json)?.[1] ?? null;
}
