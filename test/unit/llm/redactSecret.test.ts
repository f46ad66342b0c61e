// Masking an API key out of text that is shown, logged or stored: the whole value, a multi-line
// one (a PEM key) line by line, re-wrapped or with its line breaks escaped, and fragments of it.
import { describe, expect, it } from "vitest";
import { redactSecret } from "../../../src-main/core/llm/remote/redactSecret.ts";
import { fragmentsOf } from "../../support/recordingServer.ts";

const PEM = [
  "-----BEGIN PRIVATE KEY-----",
  "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7VJTUt9Us8cKj",
  "MzEfYyjiWA4R4/M2bS1GB4t7NXp98C3SC6dVMvDuictGeurT8jNbvJZHtCSuYEvu",
  "-----END PRIVATE KEY-----",
].join("\n");
const KEY = "sk-lab-9f8e7d6c5b4a3f2e1d0c";

function leaks(text: string, secret: string): string[] {
  return fragmentsOf(secret).filter((fragment) => text.includes(fragment));
}

describe("masking a key out of messages", () => {
  it("masks a multi-line key whole, line by line, with its line breaks escaped, and re-wrapped", () => {
    const texts = [
      `Headers.append: "Bearer ${PEM}" is an invalid header value.`,
      `{"error":"bad key ${JSON.stringify(PEM).slice(1, -1)}"}`,
      `key was ${PEM.split("\n").join(" ")}`,
      `first line only: ${PEM.split("\n")[1]}`,
      `rewrapped: ${PEM.replace(/\n/g, "").match(/.{1,40}/g)!.join("\n")}`,
    ];
    for (const text of texts) {
      const masked = redactSecret(text, PEM);
      expect(leaks(masked, PEM), masked).toEqual([]);
      expect(masked).toContain("[redacted]");
    }
  });

  it("masks the whole key, a cut piece of it and its halves, and leaves the rest of the message", () => {
    const text = `Invalid key ${KEY}; expected prefix ${KEY.slice(0, 12)}, got ...${KEY.slice(-10)} (halves ${KEY.slice(0, 14)} / ${KEY.slice(14)})`;
    const masked = redactSecret(text, KEY);
    expect(leaks(masked, KEY)).toEqual([]);
    expect(masked).toMatch(/^Invalid key \[redacted\]; expected prefix \[redacted\], got \.\.\.\[redacted\]/);
  });

  it("masks the key percent-encoded and in base64 or base64url, wherever the encoding starts, and leaves other base64 alone", () => {
    const key = "sk-lab+9f8e/7d6c?5b4a=3f2e1d0c";
    expect(redactSecret(`bad key ${encodeURIComponent(key)}!`, key)).toBe("bad key [redacted]!");
    for (const before of ["", "x", "xy", "Bearer "]) {
      const b64 = Buffer.from(`${before}${key}`).toString("base64");
      for (const encoded of [b64, b64.replace(/\+/g, "-").replace(/\//g, "_")]) {
        // Left unmasked: the characters that also hold bits of what comes before the key, and the
        // last one or two, which hold its final bits with the padding.
        const kept = Math.ceil((before.length * 8) / 6);
        expect(redactSecret(`<pre>${encoded}</pre>`, key)).toMatch(new RegExp(`^<pre>[A-Za-z0-9+/_-]{${kept}}\\[redacted\\][A-Za-z0-9+/_=-]{0,3}</pre>$`));
      }
    }
    const other = `model ${Buffer.from("another value entirely, not the key").toString("base64")}`;
    expect(redactSecret(other, key)).toBe(other);
  });

  it("masks any bearer token, and leaves a message without the key as it was", () => {
    expect(redactSecret("Authorization: Bearer abc.def", null)).toBe("Authorization: Bearer [redacted]");
    expect(redactSecret("The model qwen-7b is not served here.", KEY)).toBe("The model qwen-7b is not served here.");
  });
});
