import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** A fresh per-launch secret: 32 random bytes, base64url (43 characters, safe in a URL). */
export function createAccessToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * Whether an Authorization header carries `Bearer <token>`. Both sides are hashed first so the
 * comparison takes the same time whatever the length or content of the guess.
 */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? "");
  const offered = createHash("sha256").update(match?.[1] ?? "").digest();
  const expected = createHash("sha256").update(token).digest();
  return timingSafeEqual(offered, expected) && match !== null;
}
