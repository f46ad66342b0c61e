/** The longest start of a JSON string's body that ends on a whole character (an escape cut in the middle waits for the rest). */
function wholeEscapes(raw: string): string {
  let end = 0;
  for (let i = 0; i < raw.length; end = i) {
    if (raw[i] !== "\\") i++;
    else if (i + 1 >= raw.length) break;
    else if (raw[i + 1] === "u") {
      if (i + 6 > raw.length) break;
      i += 6;
    } else i += 2;
  }
  return raw.slice(0, end);
}

/**
 * What an answer says so far, read from the JSON the model has written up to now (the grammar
 * keeps it well-formed, but it is cut anywhere): the statements' texts, the last one perhaps
 * unfinished. Streaming shows this while the model writes; the finished answer is parsed whole.
 */
export function partialStatements(json: string): string[] {
  const texts: string[] = [];
  for (const match of json.matchAll(/"text"\s*:\s*"((?:[^"\\]|\\.)*)/g)) {
    try {
      texts.push(JSON.parse(`"${wholeEscapes(match[1]!)}"`) as string);
    } catch {
      // Not a string the grammar would let through; nothing of it is shown.
    }
  }
  return texts;
}

/** The verdict, once written; null before. */
export function partialVerdict(json: string): string | null {
  return /"verdict"\s*:\s*"([^"]*)"/.exec(json)?.[1] ?? null;
}
