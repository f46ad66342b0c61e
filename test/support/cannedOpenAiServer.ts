// A canned OpenAI-compatible server on 127.0.0.1 (port chosen by the OS) for checks that only
// need its answers' shape, not a model: GET /v1/models lists the given names, POST /tokenize and
// vLLM's `prompt_logprobs` on chat completions are answered or refused as asked. Starts at once,
// so the form tests need neither the tiny model nor a GPU.
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface CannedOpenAiServerOptions {
  /** Names listed at /v1/models, each with the context it reports. */
  models: { id: string; maxModelLen?: number }[];
  /** Serve POST /tokenize (vLLM, llama.cpp's server). Defaults to true. */
  tokenize?: boolean;
  /** Return `prompt_logprobs` on chat completions (vLLM). Defaults to true. */
  promptLogprobs?: boolean;
  /** Refuse requests without `Authorization: Bearer <apiKey>` (401). Defaults to none. */
  apiKey?: string;
}

export interface CannedOpenAiServer {
  /** `http://127.0.0.1:<port>/v1` */
  baseUrl: string;
  /** Authorization headers received, in order ("" when none). */
  readonly authorizations: string[];
  close(): Promise<void>;
}

export async function startCannedOpenAiServer(options: CannedOpenAiServerOptions): Promise<CannedOpenAiServer> {
  const authorizations: string[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      authorizations.push(request.headers.authorization ?? "");
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(body));
      };
      if (options.apiKey && request.headers.authorization !== `Bearer ${options.apiKey}`) return send(401, { error: { message: "Invalid API key" } });
      const route = `${request.method} ${request.url}`;
      const body = chunks.length > 0 ? (JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>) : {};
      if (route === "GET /v1/models") {
        return send(200, { object: "list", data: options.models.map((m) => ({ id: m.id, object: "model", owned_by: "test", ...(m.maxModelLen ? { max_model_len: m.maxModelLen } : {}) })) });
      }
      if (route === "POST /tokenize" && options.tokenize !== false) return send(200, { tokens: String(body.prompt ?? "").split(/\s+/).map((_, i) => i) });
      if (route === "POST /v1/chat/completions") {
        const scoring = "prompt_logprobs" in body && options.promptLogprobs !== false;
        return send(200, {
          object: "chat.completion",
          choices: [{ index: 0, message: { role: "assistant", content: "Argon" }, finish_reason: "length" }],
          usage: { prompt_tokens: 8, completion_tokens: 1, total_tokens: 9 },
          ...(scoring ? { prompt_logprobs: [null, { "11": { logprob: -0.5, decoded_token: "Argon" } }] } : {}),
        });
      }
      send(404, { error: { message: `no route ${route}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    authorizations,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An address on loopback where nothing listens: a port the OS gave out and took back. */
export async function closedLoopbackUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/v1`;
}
