import { afterEach, describe, expect, it } from "vitest";
import { probeRemoteServers } from "../../../src-main/core/llm/remote/probeRemoteServers.ts";
import { environmentKeysOf } from "../../../src-main/core/llm/remote/environmentKeys.ts";
import { closedLoopbackUrl, startCannedOpenAiServer, type CannedOpenAiServer } from "../../support/cannedOpenAiServer.ts";

const noKeys = environmentKeysOf({});
const started: CannedOpenAiServer[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((s) => s.close()));
});

async function canned(...args: Parameters<typeof startCannedOpenAiServer>): Promise<CannedOpenAiServer> {
  const server = await startCannedOpenAiServer(...args);
  started.push(server);
  return server;
}

describe("checking remote servers before adding a model", () => {
  it("lists the models every server serves and finds what a vLLM-like server can do", async () => {
    const a = await canned({ models: [{ id: "qwen-7b", maxModelLen: 32768 }, { id: "llama-8b" }] });
    const b = await canned({ models: [{ id: "qwen-7b", maxModelLen: 16384 }] });
    const result = await probeRemoteServers({ urls: [a.baseUrl, b.baseUrl] }, noKeys);
    expect(result.servers).toMatchObject([
      { url: a.baseUrl, models: ["qwen-7b", "llama-8b"], error: null, keySent: false },
      { url: b.baseUrl, models: ["qwen-7b"], error: null, keySent: false },
    ]);
    // What will be contacted is said exactly: the routes joined onto each base, the tokenizer at the root.
    expect(result.servers[0]!.requests).toEqual([`GET ${a.baseUrl}/models`, `POST ${a.baseUrl}/chat/completions`, `POST ${a.baseUrl.replace(/\/v1$/, "")}/tokenize`]);
    // Only what both serve can be registered on both; the smaller context is what fits either.
    expect(result).toMatchObject({ models: ["qwen-7b"], checkedModel: "qwen-7b", contextSize: 16384, tokenizes: true, promptLogprobs: true, keyFound: false });
  });

  it("says when a server has no tokenizer route and returns no prompt log-probabilities", async () => {
    const server = await canned({ models: [{ id: "a" }, { id: "b" }], tokenize: false, promptLogprobs: false });
    const result = await probeRemoteServers({ urls: [server.baseUrl], model: "b" }, noKeys);
    expect(result).toMatchObject({ models: ["a", "b"], checkedModel: "b", contextSize: null, tokenizes: false, promptLogprobs: false });
  });

  it("reports an unreachable address and a wrong path in plain words, beside a server that answers", async () => {
    const good = await canned({ models: [{ id: "m" }] });
    const nowhere = await closedLoopbackUrl();
    const result = await probeRemoteServers({ urls: [nowhere, good.baseUrl, good.baseUrl.replace(/\/v1$/, "/api")] }, noKeys);
    expect(result.servers[0]).toMatchObject({ url: nowhere, models: [], error: "Nothing answers at this address: check the host and port, and that the server is running." });
    expect(result.servers[2]!.error).toMatch(/no list of models at this address: OpenAI-compatible APIs usually end in \/v1/);
    expect(result).toMatchObject({ models: ["m"], checkedModel: "m" });

    const alone = await probeRemoteServers({ urls: [nowhere] }, noKeys);
    expect(alone).toMatchObject({ models: [], checkedModel: null, tokenizes: null, promptLogprobs: null });
  });

  it("sends the key saved under the key name to the servers listed beside it, and says when the server refuses", async () => {
    const server = await canned({ models: [{ id: "m" }], apiKey: "sk-lab-secret-99" });
    const origin = new URL(server.baseUrl).origin;
    const refused = await probeRemoteServers({ urls: [server.baseUrl], apiKeyName: "DISTILLATE_LAB_KEY" }, noKeys);
    expect(refused.servers[0]!.error).toBe("It wants an API key, and none is saved for this server under this name.");
    expect(refused.keyFound).toBe(false);

    const result = await probeRemoteServers({ urls: [server.baseUrl], apiKeyName: "DISTILLATE_LAB_KEY" }, environmentKeysOf({ DISTILLATE_LAB_KEY: "sk-lab-secret-99", DISTILLATE_LAB_KEY_ORIGINS: origin }));
    expect(result).toMatchObject({ keyFound: true, models: ["m"], tokenizes: true, promptLogprobs: true });
    expect(JSON.stringify(result)).not.toContain("sk-lab-secret-99");
    expect(server.authorizations.at(-1)).toBe("Bearer sk-lab-secret-99");
  });
});
