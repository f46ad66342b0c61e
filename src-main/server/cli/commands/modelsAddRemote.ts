import { DEFAULT_API_KEY_NAME, keyOriginsVariable } from "../../../contract/apiKeys.ts";
import type { AddModelResult } from "../../../contract/models.ts";
import { remoteRequestsOf } from "../../../contract/remoteAddress.ts";
import { AddRemoteModelSchema } from "../../../contract/remoteModels.ts";
import { defineCommand, defineOptions, UsageError } from "../CliCommand.ts";
import { numberText } from "../optionParsers.ts";
import { parseRequest } from "../requestOptions.ts";

const options = defineOptions({
  // Each --url is one server; --concurrency is then set on every one of them.
  url: { type: "string", multiple: true, value: "<base URL>", help: "the server's API base, ending in /v1", default: "required", fills: "endpoints", parse: (url) => ({ url }) },
  model: { type: "string", value: "<name>", help: "the name the server knows the model by", default: "required", fills: "model" },
  name: { type: "string", value: "<name>", help: "the name the registry shows", default: "the model name", fills: "name" },
  role: { type: "string", value: "<generator|judge|embedding>", help: "what the model is for", default: "generator", fills: "role" },
  concurrency: { type: "string", value: "<n>", help: "requests each server takes at once", default: "2", fills: "endpoints.concurrency", parse: numberText },
  "key-env": { type: "string", value: "<VARIABLE>", help: "the environment variable holding the API key (the key is never stored)", default: DEFAULT_API_KEY_NAME, fills: "apiKeyName" },
  context: { type: "string", value: "<tokens>", help: "tokens per request (prompt and answer) when the server does not report it", default: "what the server reports, else 8192", fills: "contextSize", parse: numberText },
  timeout: { type: "string", value: "<seconds>", help: "how long one request may take before it is abandoned and retried", default: "300", fills: "timeoutSeconds", parse: numberText },
});

export const modelsAddRemoteCommand = defineCommand({
  path: ["models", "add-remote"],
  summary: "Register a model served by OpenAI-compatible servers (vLLM, llama.cpp's server, Ollama, LM Studio).",
  details: `--url is the server's API base, ending in /v1 (repeat it for several servers of the same model;
a run spreads its items over them): http:// or https://, without user:password@, query or fragment.
--model is the name the server knows the model by. --concurrency sets requests per server at once
(default 2; give --lanes to a run to use them all). The API key is never stored: it is read when a
run starts from the environment variable named by --key-env (default ${DEFAULT_API_KEY_NAME}; every
key name starts with DISTILLATE_), and sent only to the servers listed in the variable of the same
name ending in _ORIGINS, e.g. ${keyOriginsVariable(DEFAULT_API_KEY_NAME)}="https://gpu-1:8000 https://gpu-2:8000".
--context sets the tokens per request when the server does not report it; --timeout the seconds one
request may take before it is abandoned and retried (default 300). See docs/remote-servers.md.`,
  options,
  async run({ io, json, core }, values) {
    if (values.url === undefined || values.model === undefined) throw new UsageError("Give the server with --url <base URL> and the model with --model <name>.");
    const request = parseRequest(AddRemoteModelSchema, options, values);
    const result = await core().services.models.addRemote(request);
    io.stdout((json ? JSON.stringify(result, null, 2) : describeAddRemote(result, request.apiKeyName ?? DEFAULT_API_KEY_NAME)) + "\n");
    return 0;
  },
});

function describeAddRemote({ status, model }: AddModelResult, keyName: string): string {
  const endpoints = model.remote?.endpoints ?? [];
  return [
    `${status === "added" ? "added" : "already registered as"} #${model.id}  ${model.name}  (remote)`,
    `  model      ${model.remote?.model ?? "-"}`,
    `  servers    ${endpoints.join(", ") || "-"}`,
    `  role       ${model.role}`,
    `  API key    read from $${keyName} when a run starts (not stored), sent only to the servers listed in $${keyOriginsVariable(keyName)}`,
    // What a run will contact, exactly: nothing else is ever asked of these servers.
    ...endpoints.flatMap((url) => remoteRequestsOf(url)).map((request, i) => `  ${i === 0 ? "requests  " : "          "} ${request}`),
  ].join("\n");
}
