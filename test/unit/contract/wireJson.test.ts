import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { decodeBase64, encodeBase64, fromWireJson, InvalidBase64Error, toWireJson } from "../../../src-main/contract/wireJson.ts";

describe("base64 of the HTTP wire format", () => {
  it("matches Node's encoder and decodes back for every length and content", () => {
    for (let length = 0; length <= 300; length++) {
      const bytes = new Uint8Array(randomBytes(length));
      const text = encodeBase64(bytes);
      expect(text).toBe(Buffer.from(bytes).toString("base64"));
      expect(decodeBase64(text)).toEqual(bytes);
    }
  });

  it("round-trips a megabyte of random bytes and every byte value", () => {
    const big = new Uint8Array(randomBytes(1024 * 1024 + 1));
    expect(decodeBase64(encodeBase64(big))).toEqual(big);
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(decodeBase64(encodeBase64(all))).toEqual(all);
  });

  it("accepts text without padding and refuses characters outside the alphabet", () => {
    expect(decodeBase64("aGk")).toEqual(new TextEncoder().encode("hi"));
    expect(decodeBase64("aGk=")).toEqual(new TextEncoder().encode("hi"));
    expect(() => decodeBase64("aG-k")).toThrow(InvalidBase64Error);
    expect(() => decodeBase64("a")).toThrow(InvalidBase64Error);
    expect(() => decodeBase64("aGk\u20ac")).toThrow(/not base64/);
  });
});

describe("wire JSON", () => {
  it("sends bytes anywhere in nested arguments as {$bytes} and restores them", () => {
    const pdf = new Uint8Array(randomBytes(5000));
    const args = [[{ name: "paper.pdf", data: pdf }, { name: "empty.pdf", data: new Uint8Array(0) }], { password: "s3cret", batchId: "b1" }];
    const text = toWireJson(args);
    expect(JSON.parse(text)[0][1]).toEqual({ name: "empty.pdf", data: { $bytes: "" } });
    const back = fromWireJson(text) as [{ name: string; data: Uint8Array }[], unknown];
    expect(back).toEqual(args);
    expect(back[0][0]!.data).toBeInstanceOf(Uint8Array);
  });

  it("sends a Node Buffer as bytes, not as Buffer's own {type, data} JSON", () => {
    const outcome = { ok: true, value: Buffer.from("%PDF-1.7 fake") };
    const back = fromWireJson(toWireJson(outcome)) as { value: Uint8Array };
    expect(back.value).toBeInstanceOf(Uint8Array);
    expect(new TextDecoder().decode(back.value)).toBe("%PDF-1.7 fake");
  });

  it("leaves every other JSON value as JSON.stringify would", () => {
    const value = { a: 1, b: [true, null, "x"], c: { d: { e: "f" } }, $bytes: "not alone", u: undefined };
    expect(toWireJson(value)).toBe(JSON.stringify(value));
    expect(fromWireJson(toWireJson(value))).toEqual(JSON.parse(JSON.stringify(value)));
    expect(toWireJson(undefined)).toBe("null");
  });
});
