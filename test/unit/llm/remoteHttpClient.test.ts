// The remote client against a loopback server with canned answers: what a lab's flaky or
// rate-limited GPU server does to a run, without a model.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { parseRetryAfter, RemoteHttpClient } from "../../../src-main/core/llm/remote/RemoteHttpClient.ts";
import { RemoteEndpointPool } from "../../../src-main/core/llm/remote/RemoteEndpointPool.ts";
import { redactSecret } from "../../../src-main/core/llm/remote/redactSecret.ts";

const KEY = "sk-live-abcdef0123456789";
type Canned = (request: http.IncomingMessage, response: http.ServerResponse) => void;
let servers: http.Server[] = [];

/** Answers each request with the next canned answer; the last one repeats. */
async function cannedServer(answers: Canned[]): Promise<{ url: string; seen: http.IncomingHttpHeaders[] }> {
  const seen: http.IncomingHttpHeaders[] = [];
  const server = http.createServer((request, response) => {
    seen.push(request.headers);
    request.resume();
    request.on("end", () => answers[Math.min(seen.length - 1, answers.length - 1)]!(request, response));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, seen };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Canned => (_q, r) => r.writeHead(status, { "content-type": "application/json", ...headers }).end(JSON.stringify(body));
const drop: Canned = (q) => q.socket.destroy();

afterEach(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  servers = [];
});

describe("the remote model client", () => {
  it("retries 429 (waiting as Retry-After says), 500 and a dropped connection, then returns the answer", async () => {
    const { url, seen } = await cannedServer([json(429, { error: { message: "slow down" } }, { "retry-after": "0.05" }), json(503, { error: "overloaded" }), drop, json(200, { ok: true })]);
    const retries: { reason: string; waitMs: number }[] = [];
    const client = new RemoteHttpClient({ baseUrl: url, apiKey: KEY, backoffMs: 1, onRetry: (r) => retries.push(r) });
    await expect(client.request("/models")).resolves.toEqual({ ok: true });
    expect(seen).toHaveLength(4);
    expect(seen.every((h) => h.authorization === `Bearer ${KEY}`)).toBe(true);
    expect(retries.map((r) => r.reason)).toEqual(["429 slow down", "503 overloaded", expect.stringMatching(/connection|socket|fetch failed|terminated/i)]);
    expect(retries[0]!.waitMs).toBeGreaterThanOrEqual(50); // the server's Retry-After, above the 1 ms backoff
  });

  it("does not retry a request the server refuses (400), and never shows the key the server echoes", async () => {
    const { url, seen } = await cannedServer([json(401, { error: { message: `Invalid key Bearer ${KEY} for ${KEY}` } })]);
    const client = new RemoteHttpClient({ baseUrl: url, apiKey: KEY, backoffMs: 1 });
    const error = await client.request("/models").then(() => new Error("resolved"), (e: unknown) => e as Error);
    expect(error).toMatchObject({ name: "RemoteRequestError", status: 401, attempts: 1 });
    expect(error.message).toContain("answered 401");
    expect(error.message).toContain("[redacted]");
    expect(error.message).not.toContain(KEY);
    expect(seen).toHaveLength(1);
  });

  it("gives up after its attempts with the last reason, and shows no credentials of the URL", async () => {
    const { url } = await cannedServer([json(500, { error: { message: "boom" } })]);
    const withUser = url.replace("http://", "http://user:secretpass@") + "?api_key=hidden";
    const client = new RemoteHttpClient({ baseUrl: withUser.replace("/v1?api_key=hidden", "/v1"), attempts: 3, backoffMs: 1 });
    const error = await client.request("/chat/completions", { body: {} }).then(() => new Error("resolved"), (e: unknown) => e as Error);
    expect(error).toMatchObject({ name: "RemoteRequestError", status: 500, attempts: 3 });
    expect(error.message).toMatch(/answered 500 after 3 attempts: boom/);
    expect(error.message).not.toContain("secretpass");
  });

  it("abandons an attempt that takes longer than its timeout and retries it", async () => {
    const { url, seen } = await cannedServer([() => undefined, json(200, { late: false })]);
    const reasons: string[] = [];
    await expect(new RemoteHttpClient({ baseUrl: url, timeoutMs: 200, backoffMs: 1, onRetry: (r) => reasons.push(r.reason) }).request("/models")).resolves.toEqual({ late: false });
    expect(reasons).toEqual(["no answer within 200 ms"]);
    expect(seen).toHaveLength(2);
  });

  it("stops at once when cancelled, even while waiting to retry", async () => {
    const { url } = await cannedServer([json(429, { error: "busy" }, { "retry-after": "60" })]);
    const client = new RemoteHttpClient({ baseUrl: url, backoffMs: 1 });
    const abort = new AbortController();
    const pending = client.request("/models", { signal: abort.signal });
    setTimeout(() => abort.abort(new Error("cancelled by the user")), 50);
    await expect(pending).rejects.toThrow("cancelled by the user");
  });

  it("reads Retry-After as seconds or as a date", () => {
    expect(parseRetryAfter("2")).toBe(2000);
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter(new Date(Date.now() + 10_000).toUTCString())).toBeGreaterThan(5000);
    expect(redactSecret("Authorization: Bearer abc.def", null)).toBe("Authorization: Bearer [redacted]");
  });

  it("spreads sequences over endpoints and keeps each endpoint within its concurrency", async () => {
    const a = new RemoteHttpClient({ baseUrl: "http://127.0.0.1:9/v1" });
    const b = new RemoteHttpClient({ baseUrl: "http://127.0.0.1:10/v1" });
    const pool = new RemoteEndpointPool([
      { client: a, concurrency: 1 },
      { client: b, concurrency: 2 },
    ]);
    expect(pool.size).toBe(3);
    const used: string[] = [];
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const tasks = [0, 1, 2, 3].map((sequence) =>
      pool.run(sequence, async (client) => {
        used.push(client.baseUrl);
        if (client === a) {
          running++;
          most = Math.max(most, running);
          await new Promise<void>((resolve) => releases.push(resolve));
          running--;
        }
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Sequences 0 and 3 both go to endpoint a, which takes one at a time.
    expect(used).toEqual([a.baseUrl, b.baseUrl, b.baseUrl]);
    releases.shift()!();
    await new Promise((resolve) => setTimeout(resolve, 20));
    releases.shift()!();
    await Promise.all(tasks);
    expect(used).toEqual([a.baseUrl, b.baseUrl, b.baseUrl, a.baseUrl]);
    expect(most).toBe(1);
  });
});
