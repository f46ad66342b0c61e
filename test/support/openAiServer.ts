// A small OpenAI-compatible server on 127.0.0.1 (port chosen by the OS) that runs a GGUF model
// with node-llama-cpp through the project's own engine, speaking the routes and fields the remote
// backend uses on vLLM and llama.cpp's server: GET /v1/models, POST /v1/chat/completions (with
// `response_format` json_schema turned into a grammar, and vLLM's `prompt_logprobs` with
// `continue_final_message` for scoring), POST /v1/completions (plain text) and POST /tokenize.
// Faults can be queued (429 with Retry-After, 500, a dropped connection, a slow answer) to check
// that they cost retries and nothing else. Loopback only.
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import type { ChatMessage } from "../../src-main/contract/llm.ts";
import type { Generator } from "../../src-main/core/llm/engine/Generator.ts";
import type { LoadedModel } from "../../src-main/core/llm/engine/LoadedModel.ts";
import { GenerationFailedError } from "../../src-main/core/llm/errors/GenerationFailedError.ts";

/** What the next generation request meets instead of (or before) an answer. */
export type Fault = { kind: "429"; retryAfterSeconds: number } | { kind: "500" } | { kind: "drop" } | { kind: "slow"; ms: number };

export interface OpenAiServerOptions {
  /** The name the server serves the model under. */
  modelName: string;
  /** Answer `prompt_logprobs` (as vLLM does); false ignores the field (as llama.cpp's server and most others do). Defaults to true. */
  promptLogprobs?: boolean;
  /** Serve POST /tokenize. Defaults to true. */
  tokenize?: boolean;
  /** Refuse requests without `Authorization: Bearer <apiKey>` (401). Defaults to none. */
  apiKey?: string;
}

export interface OpenAiServer {
  /** `http://127.0.0.1:<port>/v1` */
  baseUrl: string;
  /** Faults met, in order, by the next generation requests (chat completions with a `response_format`). */
  faults: Fault[];
  /** Requests received per route ("POST /v1/chat/completions"...), faulted ones included. */
  readonly requests: Map<string, number>;
  /** Faults served so far. */
  readonly faulted: Fault[];
  /** Generation requests (with a `response_format`) received, faulted ones included. */
  generations: number;
  close(): Promise<void>;
}

export async function startOpenAiServer(model: LoadedModel, generator: Generator, options: OpenAiServerOptions): Promise<OpenAiServer> {
  const requests = new Map<string, number>();
  const faulted: Fault[] = [];
  const state: OpenAiServer = { baseUrl: "", faults: [], requests, faulted, generations: 0, close: async () => undefined };
  const sockets = new Set<Socket>();

  const handle = async (request: http.IncomingMessage, response: http.ServerResponse) => {
    const route = `${request.method} ${request.url}`;
    requests.set(route, (requests.get(route) ?? 0) + 1);
    if (options.apiKey && request.headers.authorization !== `Bearer ${options.apiKey}`) {
      return send(response, 401, { error: { message: `Invalid API key: ${request.headers.authorization ?? "none"}`, type: "authentication_error" } });
    }
    const body = request.method === "POST" ? JSON.parse(await readBody(request)) : {};
    if (route === "GET /v1/models") {
      return send(response, 200, {
        object: "list",
        data: [{ id: options.modelName, object: "model", created: 1_700_000_000, owned_by: "distillate-test", root: "tiny-random-llama", max_model_len: generator.contextSize, meta: { n_ctx_train: model.trainContextSize } }],
      });
    }
    if (route === "POST /tokenize") {
      if (options.tokenize === false) return send(response, 404, { error: "Not Found" });
      return send(response, 200, { tokens: [...model.model.tokenize(String(body.content ?? body.prompt ?? ""))] });
    }
    if (body.model !== options.modelName) return send(response, 404, { error: { message: `The model ${body.model} does not exist.`, type: "NotFoundError" } });
    if (route === "POST /v1/chat/completions") {
      if (body.response_format) state.generations++;
      const fault = body.response_format ? state.faults.shift() : undefined;
      if (fault) {
        faulted.push(fault);
        if (fault.kind === "429") return send(response, 429, { error: { message: "Too many requests", type: "rate_limit" } }, { "retry-after": String(fault.retryAfterSeconds) });
        if (fault.kind === "500") return send(response, 500, { error: { message: "Internal error (injected)", type: "server_error" } });
        if (fault.kind === "drop") return void request.socket.destroy();
        await new Promise((resolve) => setTimeout(resolve, fault.ms));
        if (response.destroyed || request.socket.destroyed) return;
      }
      return chat(body, response);
    }
    if (route === "POST /v1/completions") {
      const result = await generator.generate({ messages: [{ role: "user", content: String(body.prompt) }], maxTokens: body.max_tokens ?? 16, temperature: body.temperature ?? 0, seed: body.seed ?? 1 });
      return send(response, 200, { object: "text_completion", model: options.modelName, choices: [{ index: 0, text: result.text, finish_reason: result.stopReason === "maxTokens" ? "length" : "stop" }], usage: usage(result.promptTokens, result.tokens) });
    }
    return send(response, 404, { error: "Not Found" });
  };

  const chat = async (body: ChatBody, response: http.ServerResponse) => {
    const messages = body.messages.map((m) => ({ role: m.role, content: m.content }) as ChatMessage);
    if (body.prompt_logprobs !== undefined && options.promptLogprobs !== false && body.continue_final_message && messages.at(-1)?.role === "assistant") {
      const score = await generator.scoreAnswer({ messages: messages.slice(0, -1), answer: messages.at(-1)!.content });
      // Positions before the answer are not computed here (the client reads the answer's); vLLM's first position is null too.
      const prompt_logprobs = [...Array.from({ length: score.promptTokens }, () => null), ...score.tokens.map((t) => ({ [t.token]: { logprob: t.logProb, rank: 1, decoded_token: t.text } }))];
      return send(response, 200, { object: "chat.completion", model: options.modelName, choices: [{ index: 0, message: { role: "assistant", content: "" }, finish_reason: "length" }], prompt_logprobs, usage: usage(prompt_logprobs.length, 1) });
    }
    const sampling = { maxTokens: body.max_tokens ?? 256, temperature: body.temperature ?? 0, seed: body.seed ?? 1 };
    const schema = body.response_format?.type === "json_schema" ? body.response_format.json_schema?.schema : undefined;
    let text: string;
    let promptTokens: number;
    let generated: number;
    let finish = "stop";
    if (schema) {
      try {
        const result = await generator.generateJson({ messages, schema: schema as never, attempts: 1, ...sampling });
        ({ text, promptTokens, tokens: generated } = result);
        if (result.stopReason === "maxTokens") finish = "length";
      } catch (error) {
        // A real server sends what the grammar let through even when it does not parse (cut off at max_tokens).
        if (!(error instanceof GenerationFailedError)) throw error;
        text = error.lastText;
        promptTokens = generator.countPromptTokens(messages);
        generated = sampling.maxTokens;
        finish = "length";
      }
    } else {
      const result = await generator.generate({ messages, ...sampling });
      ({ text, promptTokens, tokens: generated } = result);
    }
    return send(response, 200, { object: "chat.completion", model: options.modelName, choices: [{ index: 0, message: { role: "assistant", content: text }, finish_reason: finish }], usage: usage(promptTokens, generated) });
  };

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent && !response.destroyed) send(response, 500, { error: { message: String(error) } });
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  state.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return state;
}

interface ChatBody {
  messages: { role: string; content: string }[];
  max_tokens?: number;
  temperature?: number;
  seed?: number;
  response_format?: { type: string; json_schema?: { schema?: Record<string, unknown> } };
  prompt_logprobs?: number;
  continue_final_message?: boolean;
}

function usage(prompt: number, completion: number) {
  return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion };
}

function send(response: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { "content-type": "application/json", ...headers }).end(JSON.stringify(body));
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (text += chunk));
    request.on("end", () => resolve(text));
    request.on("error", reject);
  });
}
