// The remote session against canned chat-completions answers: structured output checked here
// and retried as the local engine retries, token counts from `usage`, and an answer's
// log-probability read back from vLLM-style prompt log-probabilities.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { RemoteEndpointPool } from "../../../src-main/core/llm/remote/RemoteEndpointPool.ts";
import { RemoteHttpClient } from "../../../src-main/core/llm/remote/RemoteHttpClient.ts";
import { RemoteSession } from "../../../src-main/core/llm/remote/RemoteSession.ts";

let servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  servers = [];
});

/** Answers the n-th request with the n-th body (the last repeats) and keeps the requests. */
async function session(answers: unknown[], scoring = false, model = "m") {
  const bodies: Record<string, unknown>[] = [];
  const server = http.createServer((request, response) => {
    let text = "";
    request.on("data", (d) => (text += d));
    request.on("end", () => {
      bodies.push(JSON.parse(text));
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answers[Math.min(bodies.length - 1, answers.length - 1)]));
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const client = new RemoteHttpClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, backoffMs: 1 });
  const remote = new RemoteSession({ model, pool: new RemoteEndpointPool([{ client, concurrency: 1 }]), contextSize: 4096, sequences: 1, scoring, counter: { countTokens: (t) => t.length } });
  return { remote, bodies };
}

const chat = (content: string, finish = "stop", usage = { prompt_tokens: 100, completion_tokens: 10, prompt_tokens_details: { cached_tokens: 60 } }) => ({ choices: [{ message: { content }, finish_reason: finish }], usage });
const schema = { type: "object", properties: { question: { type: "string" }, year: { type: "integer" } }, required: ["question", "year"], additionalProperties: false };

describe("a remote model session", () => {
  it("asks for the schema as response_format, retries output that is cut off or off-schema, and sums the server's token counts", async () => {
    const { remote, bodies } = await session([chat('{"question": "Why', "length"), chat('{"question": "Why?", "year": "1999"}'), chat('{"question": "Why?", "year": 1999}')]);
    const result = await remote.generateJson({ messages: [{ role: "user", content: "Ask." }], schema, temperature: 0, seed: 7, attempts: 3 });
    expect(result.output).toEqual({ question: "Why?", year: 1999 });
    expect(result.tokens).toEqual({ prompt: 300, evaluated: 120, generated: 30 });
    expect(bodies[0]).toMatchObject({ model: "m", temperature: 0, seed: 7, response_format: { type: "json_schema", json_schema: { schema } } });
    // A greedy request retried greedily would repeat itself: retries sample, with the next seed.
    expect(bodies.slice(1).map((b) => [b.temperature, b.seed])).toEqual([
      [0.7, 8],
      [0.7, 9],
    ]);
  });

  it("fails with the last reason once every attempt is spent", async () => {
    const { remote } = await session([chat('{"question": "Why?"}')]);
    await expect(remote.generateJson({ messages: [{ role: "user", content: "Ask." }], schema, attempts: 2 })).rejects.toMatchObject({ name: "GenerationFailedError", attempts: 2, message: expect.stringMatching(/does not follow the schema/) });
  });

  it("scores an answer from the prompt log-probabilities of its own tokens only", async () => {
    const promptLogprobs = [null, { "5": { logprob: -3, decoded_token: "Name" } }, { "9": { logprob: -2, decoded_token: " a gas" } }, { "11": { logprob: -0.5, decoded_token: " Ar" } }, { "12": { logprob: -0.25, decoded_token: "gon" } }];
    const { remote, bodies } = await session([{ choices: [{ message: { content: "" } }], prompt_logprobs: promptLogprobs, usage: { prompt_tokens: 5, completion_tokens: 1 } }], true);
    const score = await remote.scoreTokens!({ messages: [{ role: "user", content: "Name a gas" }], answer: " Argon" });
    expect(score.logProb).toBe(-0.75);
    expect(score.tokens.map((t) => t.text)).toEqual([" Ar", "gon"]);
    expect(bodies[0]).toMatchObject({ prompt_logprobs: 0, continue_final_message: true, add_generation_prompt: false, max_tokens: 1, messages: [{ role: "user" }, { role: "assistant", content: " Argon" }] });
  });

  // Round 27: JSON.parse quotes the output's first characters raw, and a model name is whatever
  // was typed: a line break or a right-to-left override in them started a log line of its own
  // ("Done: 10 QAs accepted") or turned the message around.
  it("shows the model's own words and its name on one line, their controls escaped, when it fails", async () => {
    const { remote } = await session([chat("\u202eOK\rDone: 10 QAs accepted")]);
    const failed = await remote.generateJson({ messages: [{ role: "user", content: "Ask." }], schema, attempts: 1 }).catch((error: Error) => error);
    expect(failed).toMatchObject({ name: "GenerationFailedError", message: expect.stringContaining("\\u202eOK Done") });
    expect((failed as Error).message).not.toMatch(/[\r\n\u202e]/);
    const scoring = await session([chat("{}")], true, "qwen\nDone: 10 QAs accepted");
    const refused = await scoring.remote.scoreTokens!({ messages: [{ role: "user", content: "Name a gas" }], answer: " Argon" }).catch((error: Error) => error);
    expect(refused).toMatchObject({ name: "RemoteScoringError", message: expect.stringContaining("qwen Done") });
  });

  it("has no scoring when its server gives no prompt log-probabilities", async () => {
    const { remote } = await session([chat("{}")]);
    expect(remote.scoreTokens).toBeUndefined();
  });
});
