/** Shown where a secret, or a piece of one, was taken out. */
export const REDACTED = "[redacted]";
/**
 * The shortest run of a secret's characters masked wherever it appears in a message. A server
 * may echo a key cut, re-wrapped or with its line breaks escaped; eight characters of a random
 * key do not occur by chance in a message, and fewer than eight give away little of it.
 */
const FRAGMENT_CHARS = 8;
/** Pieces shorter than this are masked only as the whole secret (a four-character key is still masked whole). */
const MIN_WHOLE_CHARS = 4;

/**
 * Removes an API key from text that may be shown, logged or stored: a server that echoes the
 * request (some proxies put the Authorization header in their error pages) must not leak it
 * through us. The whole value is masked, each of its lines (a PEM key, re-wrapped or with "\n"
 * escaped), and every run of eight or more of its characters in the order it holds them, and the
 * key percent-encoded or in base64 (a debugging proxy's page may show a header so). Any bearer
 * token is masked too, in case the key in use is not the one the server echoes.
 */
export function redactSecret(text: string, secret: string | null): string {
  const withoutTokens = text.replace(/(Bearer\s+)[^\s"',;]+/gi, `$1${REDACTED}`);
  if (!secret || secret.trim().length < MIN_WHOLE_CHARS) return withoutTokens;
  return maskPieces(withoutTokens, secret);
}

function maskPieces(text: string, secret: string): string {
  const masked = new Uint8Array(text.length);
  const mark = (from: number, length: number) => masked.fill(1, from, from + length);
  const lines = secret.split(/\r?\n|\r|\\n/).map((line) => line.trim());
  for (const piece of new Set([secret, secret.trim(), ...lines, ...encodedForms(secret)])) {
    if (piece.length < MIN_WHOLE_CHARS) continue;
    for (let at = text.indexOf(piece); at !== -1; at = text.indexOf(piece, at + 1)) mark(at, piece.length);
  }
  for (const line of lines) markFragments(text, line, mark);
  // Kept runs copied whole: a model list of megabytes usually has nothing to mask at all.
  const parts: string[] = [];
  let from = 0;
  for (let i = masked.indexOf(1); i !== -1; i = masked.indexOf(1, from)) {
    parts.push(text.slice(from, i), REDACTED);
    from = masked.indexOf(0, i);
    if (from === -1) return parts.join("");
  }
  parts.push(text.slice(from));
  return parts.join("");
}

/**
 * The secret percent-encoded, and in base64 and base64url wherever it starts in the encoded bytes
 * ("Bearer " before it shifts it): at each of the three byte alignments, the characters that
 * come from the secret's bytes alone. Only forms of eight characters or more, as for fragments.
 */
function encodedForms(secret: string): string[] {
  const forms = [encodeURIComponent(secret)];
  const bytes = Buffer.from(secret, "utf8");
  for (let before = 0; before < 3; before++) {
    const encoded = Buffer.concat([Buffer.alloc(before), bytes]).toString("base64");
    // Character i holds bits 6i..6i+5 of the bytes: those of the secret only, from the first
    // character after the bytes before it to the last one its final byte completes.
    const from = Math.ceil((before * 8) / 6);
    const to = Math.floor(((before + bytes.length) * 8) / 6);
    const form = encoded.slice(from, to);
    forms.push(form, form.replace(/\+/g, "-").replace(/\//g, "_"));
  }
  return forms.filter((form) => form.length >= FRAGMENT_CHARS && form !== secret);
}

/** Every eight-character run of `line` holds one of its four-character pieces at a multiple of four. */
const ANCHOR_CHARS = 4;

/**
 * Marks each run of `FRAGMENT_CHARS` or more characters that `text` shares with `line`. Every
 * such run holds one of the line's pieces at offsets 0, 4, 8…, so only those are searched for
 * (the engine's indexOf, fast on a model list of megabytes) and each hit is grown both ways as
 * far as text and line agree.
 */
function markFragments(text: string, line: string, mark: (from: number, length: number) => void): void {
  if (line.length < FRAGMENT_CHARS) return;
  for (let offset = 0; offset + ANCHOR_CHARS <= line.length; offset += ANCHOR_CHARS) {
    const anchor = line.slice(offset, offset + ANCHOR_CHARS);
    for (let at = text.indexOf(anchor); at !== -1; at = text.indexOf(anchor, at + 1)) {
      let left = 0;
      while (left < offset && left < at && text[at - left - 1] === line[offset - left - 1]) left++;
      let right = ANCHOR_CHARS;
      while (offset + right < line.length && at + right < text.length && text[at + right] === line[offset + right]) right++;
      if (left + right >= FRAGMENT_CHARS) mark(at - left, left + right);
    }
  }
}

/** A URL as it may be shown: without user, password or query (some gateways take the key there). */
export function displayUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
  } catch {
    return "(an invalid URL)";
  }
}
