// The remote client against a loopback server with canned answers: what a lab's flaky or
// rate-limited GPU server does to a run, without a model.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { RemoteHttpClient } from "../../../src-main/core/llm/remote/RemoteHttpClient.ts";
import { parseRetryAfter } from "../../../src-main/core/llm/remote/retryTiming.ts";
import { RemoteEndpointPool } from "../../../src-main/core/llm/remote/RemoteEndpointPool.ts";
import { redactSecret } from "../../../src-main/core/llm/remote/redactSecret.ts";
import { closedLoopbackUrl } from "../../support/cannedOpenAiServer.ts";
import { fragmentsOf, startRecordingServer, streamHugeAnswer, type RecordingServer } from "../../support/recordingServer.ts";

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

let recording: RecordingServer[] = [];

afterEach(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  await Promise.all(recording.map((s) => s.close()));
  servers = [];
  recording = [];
});

const MiB = 1024 * 1024;

describe("the remote model client", () => {
  it("retries 429 (waiting as Retry-After says), 500 and a dropped connection, then returns the answer", async () => {
    const { url, seen } = await cannedServer([json(429, { error: { message: "slow down" } }, { "retry-after": "0.05" }), json(503, { error: "overloaded" }), drop, json(200, { ok: true })]);
    const retries: { reason: string; waitMs: number }[] = [];
    const client = new RemoteHttpClient({ baseUrl: url, apiKey: KEY, backoffMs: 1, onRetry: (r) => retries.push(r) });
    await expect(client.request("models")).resolves.toEqual({ ok: true });
    expect(seen).toHaveLength(4);
    expect(seen.every((h) => h.authorization === `Bearer ${KEY}`)).toBe(true);
    expect(retries.map((r) => r.reason)).toEqual(["429 slow down", "503 overloaded", expect.stringMatching(/connection|socket|fetch failed|terminated/i)]);
    expect(retries[0]!.waitMs).toBeGreaterThanOrEqual(50); // the server's Retry-After, above the 1 ms backoff
  });

  it("does not retry a request the server refuses (400), and never shows the key the server echoes", async () => {
    const { url, seen } = await cannedServer([json(401, { error: { message: `Invalid key Bearer ${KEY} for ${KEY}` } })]);
    const client = new RemoteHttpClient({ baseUrl: url, apiKey: KEY, backoffMs: 1 });
    const error = await client.request("models").then(() => new Error("resolved"), (e: unknown) => e as Error);
    expect(error).toMatchObject({ name: "RemoteRequestError", status: 401, attempts: 1 });
    expect(error.message).toContain("answered 401");
    expect(error.message).toContain("[redacted]");
    expect(error.message).not.toContain(KEY);
    expect(seen).toHaveLength(1);
  });

  it("gives up after its attempts with the last reason", async () => {
    const { url } = await cannedServer([json(500, { error: { message: "boom" } })]);
    const client = new RemoteHttpClient({ baseUrl: url, attempts: 3, backoffMs: 1 });
    const error = await client.request("chatCompletions", { body: {} }).then(() => new Error("resolved"), (e: unknown) => e as Error);
    expect(error).toMatchObject({ name: "RemoteRequestError", status: 500, attempts: 3 });
    expect(error.message).toMatch(/answered 500 after 3 attempts: boom/);
  });

  it("refuses an address with credentials, a query or a fragment, and its words hold none of them", () => {
    for (const bad of ["http://user:secretpass@127.0.0.1:9/v1", "HTTP://user:secretpass@127.0.0.1:9/v1", "http://127.0.0.1:9/v1?api_key=secretpass", "http://127.0.0.1:9/v1#secretpass"]) {
      const error = (() => {
        try {
          new RemoteHttpClient({ baseUrl: bad });
          return new Error("accepted");
        } catch (e) {
          return e as Error;
        }
      })();
      expect(error.name).toBe("RemoteAddressRefusedError");
      expect(error.message).not.toContain("secretpass");
    }
  });

  it("abandons an attempt that takes longer than its timeout and retries it", async () => {
    const { url, seen } = await cannedServer([() => undefined, json(200, { late: false })]);
    const reasons: string[] = [];
    // Long enough that the answer to the second attempt arrives in time on a busy machine.
    await expect(new RemoteHttpClient({ baseUrl: url, timeoutMs: 3000, backoffMs: 1, onRetry: (r) => reasons.push(r.reason) }).request("models")).resolves.toEqual({ late: false });
    expect(reasons).toEqual(["no answer within 3 s"]);
    expect(seen).toHaveLength(2);
  });

  it("gives up on a server that sends its headers and then nothing, after two stalls, not after every attempt's timeout", async () => {
    // Headers flushed, then silence with the connection open: a stuck server or proxy.
    const { url, seen } = await cannedServer([(_q, r) => r.writeHead(200, { "content-type": "application/json" }).flushHeaders()]);
    const reasons: string[] = [];
    // The whole-attempt timeout stays far away: only the silence after the headers can end this.
    const client = new RemoteHttpClient({ baseUrl: url, attempts: 6, backoffMs: 1, timeoutMs: 600_000, idleMs: 2000, onRetry: (r) => reasons.push(r.reason) });
    const error = await client.request("chatCompletions", { body: {} }).then(() => new Error("resolved"), (e: unknown) => e as Error);
    expect(error).toMatchObject({ name: "RemoteRequestError", status: null, attempts: 2 });
    expect(error.message).toContain("it sent its headers, then nothing for 2 s, 2 times in a row");
    expect(reasons).toEqual(["it sent its headers, then nothing for 2 s"]);
    expect(seen).toHaveLength(2);
  });

  it("reads an answer that trickles in piece by piece for longer than its idle limit, and retries a body that stops halfway", async () => {
    const body = JSON.stringify({ text: "x".repeat(40) });
    // Ten pieces, 300 ms apart: three seconds in all, never silent for the 2 s idle limit.
    const trickle: Canned = (_q, r) => {
      r.writeHead(200, { "content-type": "application/json" });
      let i = 0;
      const next = () => (i < 10 ? r.write(body.slice(i * 5, ++i * 5), () => setTimeout(next, 300)) : r.end(body.slice(50)));
      next();
    };
    // Half the answer, then silence.
    const halfway: Canned = (_q, r) => r.writeHead(200, { "content-type": "application/json", "content-length": String(body.length) }).write(body.slice(0, 20));
    const { url, seen } = await cannedServer([halfway, trickle]);
    const reasons: string[] = [];
    const client = new RemoteHttpClient({ baseUrl: url, backoffMs: 1, timeoutMs: 600_000, idleMs: 2000, onRetry: (r) => reasons.push(r.reason) });
    await expect(client.request("chatCompletions", { body: {} })).resolves.toEqual({ text: "x".repeat(40) });
    expect(reasons).toEqual(["it sent its headers, then nothing for 2 s"]);
    expect(seen).toHaveLength(2);
  });

  it("stops at once when cancelled, even while waiting to retry", async () => {
    const { url } = await cannedServer([json(429, { error: "busy" }, { "retry-after": "60" })]);
    const abort = new AbortController();
    const waits: number[] = [];
    // Cancelled once the client has said it waits to retry (as long as the server asked), on a
    // later turn of the event loop as a user's click arrives: at any machine's speed, mid-wait.
    const onRetry = ({ waitMs }: { waitMs: number }) => {
      waits.push(waitMs);
      setImmediate(() => abort.abort(new Error("cancelled by the user")));
    };
    const client = new RemoteHttpClient({ baseUrl: url, backoffMs: 1, onRetry });
    await expect(client.request("models", { signal: abort.signal })).rejects.toThrow("cancelled by the user");
    // One wait, the long one the server asked for (capped): the cancel came in the middle of it.
    expect(waits).toEqual([expect.any(Number)]);
    expect(waits[0]).toBeGreaterThan(10_000);
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

  it("stops reading an answer past its limit with a named error, however large the answer is", async () => {
    let sent = 0;
    const huge = await startRecordingServer((_request, response) => streamHugeAnswer(response, 256 * MiB, (bytes) => (sent = bytes)));
    recording.push(huge);
    const client = new RemoteHttpClient({ baseUrl: huge.baseUrl, backoffMs: 1 });
    for (const [route, limit] of [["models", "4 MiB"], ["chatCompletions", "32 MiB"]] as const) {
      sent = 0;
      const error = await client.request(route, route === "models" ? {} : { body: {} }).then(() => new Error("resolved"), (e: unknown) => e as Error);
      expect(error.name).toBe("RemoteAnswerTooLargeError");
      expect(error.message).toContain(`sent more than ${limit}`);
      // Refused at once, not retried, and the rest of the answer was never taken.
      await expect.poll(() => sent).toBeGreaterThan(0);
      expect(sent).toBeLessThan(64 * MiB);
    }
    expect(huge.requests).toHaveLength(2);
  });

  it("refuses an answer whose declared length is over the limit without reading it", async () => {
    const declared = await startRecordingServer((_request, response) => {
      response.writeHead(200, { "content-type": "application/json", "content-length": String(700 * MiB) });
      response.write("[");
    });
    recording.push(declared);
    const error = await new RemoteHttpClient({ baseUrl: declared.baseUrl }).request("models").then(() => new Error("resolved"), (e: unknown) => e as Error);
    expect(error.name).toBe("RemoteAnswerTooLargeError");
  });

  it("says that nothing answers at a closed port, by name and by address, never \"fetch failed\"", async () => {
    for (const host of ["127.0.0.1", "localhost"]) {
      const url = (await closedLoopbackUrl()).replace("127.0.0.1", host);
      const error = await new RemoteHttpClient({ baseUrl: url, attempts: 2, backoffMs: 1 }).request("models").then(() => new Error("resolved"), (e: unknown) => e as Error);
      expect(error).toMatchObject({ name: "RemoteRequestError", status: null, failure: "refused" });
      expect(error.message).toBe(`Nothing answers at ${url}/models: check the host and port, and that the server is running (2 attempts).`);
    }
  });

  it("masks the key a server echoes into a good answer, and follows no redirect to another server", async () => {
    const elsewhere = await startRecordingServer((_request, response) => response.writeHead(200).end("{}"));
    const echo = await startRecordingServer((request, response) => {
      if (request.url === "/v1/models") return void response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ data: [{ id: "m", root: request.headers.authorization }] }));
      response.writeHead(307, { location: `${elsewhere.origin}/v1/chat/completions` }).end();
    });
    recording.push(elsewhere, echo);
    const client = new RemoteHttpClient({ baseUrl: echo.baseUrl, apiKey: KEY, backoffMs: 1 });
    await expect(client.request("models")).resolves.toEqual({ data: [{ id: "m", root: "Bearer [redacted]" }] });
    const error = await client.request("chatCompletions", { body: {} }).then(() => new Error("resolved"), (e: unknown) => e as Error);
    expect(error).toMatchObject({ name: "RemoteRequestError", status: 307 });
    expect(elsewhere.requests).toEqual([]);
  });

  it("masks a key the server echoes in JSON escapes (\\u0073k-…, \\/), in a model list and in an error, and still reads the list", async () => {
    const slashKey = "sk-Ab12Cd34/Ef56Gh78+Ij90Kl12";
    const escaped = (text: string) => [...text].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`).join("");
    const echo = await startRecordingServer((request, response) => {
      const token = (request.headers.authorization ?? "").replace(/^Bearer /, "");
      const fields = `"root":"${escaped(token)}","owned_by":"${token.replaceAll("/", "\\/")}","${escaped(token)}":1`;
      if (request.url === "/v1/models") return void response.writeHead(200, { "content-type": "application/json" }).end(`{"data":[{"id":"m",${fields}}]}`);
      if (request.url === "/v1/chat/completions") return void response.writeHead(400, { "content-type": "application/json" }).end(`{"error":{"message":"bad key ${escaped(token)} or ${token.replaceAll("/", "\\/")}"}}`);
      response.writeHead(400, { "content-type": "application/json" }).end(`{"detail":{${fields}}}`);
    });
    recording.push(echo);
    const client = new RemoteHttpClient({ baseUrl: echo.baseUrl, apiKey: slashKey, attempts: 1 });
    const listed = await client.request<{ data: { id: string }[] }>("models");
    expect(listed.data[0]!.id).toBe("m");
    const said = [JSON.stringify(listed)];
    for (const route of ["chatCompletions", "tokenize"] as const) said.push(await client.request(route, { body: {} }).then(() => "resolved", (e: Error) => e.message));
    expect(said[1]).toContain("bad key [redacted] or [redacted]");
    expect(said[2]).toMatch(/answered 400 after 1 attempt: \{"detail":\{"root":"\[redacted\]"/);
    expect(echo.requests.map((r) => r.headers.authorization)).toEqual(Array(3).fill(`Bearer ${slashKey}`));
    expect(fragmentsOf(slashKey).filter((f) => said.join("\n").includes(f))).toEqual([]);
  });

  it("keeps the key, whole and in pieces, out of every retry reason and the final error when the server echoes it", async () => {
    const echo = await startRecordingServer((request, response) => {
      const token = (request.headers.authorization ?? "").replace(/^Bearer /, "");
      response.writeHead(503, { "content-type": "text/plain" }).end(`overloaded; got ${token.slice(0, 10)}…${token.slice(10)} and ${request.headers.authorization}`);
    });
    recording.push(echo);
    const reasons: string[] = [];
    const client = new RemoteHttpClient({ baseUrl: echo.baseUrl, apiKey: KEY, attempts: 3, backoffMs: 1, onRetry: (r) => reasons.push(r.reason) });
    const error = await client.request("models").then(() => new Error("resolved"), (e: unknown) => e as Error);
    expect(reasons).toHaveLength(2);
    const said = [...reasons, error.message].join("\n");
    expect(said).toContain("overloaded; got [redacted]");
    expect(fragmentsOf(KEY).filter((f) => said.includes(f))).toEqual([]);
  });
});
