import { DEFAULT_API_KEY_NAME, keyOriginsVariable } from "../../../contract/apiKeys.ts";
import type { AddModelResult } from "../../../contract/models.ts";
import { remoteRequestsOf } from "../../../contract/remoteAddress.ts";
import { AddRemoteModelSchema } from "../../../contract/remoteModels.ts";
import { UsageError, type CliCommand } from "../CliCommand.ts";

export const modelsAddRemoteCommand: CliCommand = {
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
  options: {
    url: { type: "string", multiple: true, value: "<base URL>", help: "the server's API base, ending in /v1", default: "required" },
    model: { type: "string", value: "<name>", help: "the name the server knows the model by", default: "required" },
    name: { type: "string", value: "<name>", help: "the name the registry shows", default: "the model name" },
    role: { type: "string", value: "<generator|judge|embedding>", help: "what the model is for", default: "generator" },
    concurrency: { type: "string", value: "<n>", help: "requests each server takes at once", default: "2" },
    "key-env": { type: "string", value: "<VARIABLE>", help: "the environment variable holding the API key (the key is never stored)", default: DEFAULT_API_KEY_NAME },
    context: { type: "string", value: "<tokens>", help: "tokens per request (prompt and answer) when the server does not report it", default: "what the server reports, else 8192" },
    timeout: { type: "string", value: "<seconds>", help: "how long one request may take before it is abandoned and retried", default: "300" },
  },
  async run({ io, json, core }, values) {
    const urls = (values.url as string[] | undefined) ?? [];
    if (urls.length === 0 || values.model === undefined) throw new UsageError("Give the server with --url <base URL> and the model with --model <name>.");
    const concurrency = values.concurrency === undefined ? undefined : Number(values.concurrency);
    const parsed = AddRemoteModelSchema.safeParse({
      model: values.model,
      endpoints: urls.map((url) => ({ url, ...(concurrency === undefined ? {} : { concurrency }) })),
      ...(values.name === undefined ? {} : { name: values.name }),
      ...(values.role === undefined ? {} : { role: values.role }),
      ...(values["key-env"] === undefined ? {} : { apiKeyName: values["key-env"] }),
      ...(values.context === undefined ? {} : { contextSize: Number(values.context) }),
      ...(values.timeout === undefined ? {} : { timeoutSeconds: Number(values.timeout) }),
    });
    if (!parsed.success) throw new UsageError(parsed.error.issues.map((issue) => `${optionOf(issue.path, urls.length)}: ${issue.message}`).join("; "));
    const result = await core().services.models.addRemote(parsed.data);
    io.stdout((json ? JSON.stringify(result, null, 2) : describeAddRemote(result, parsed.data.apiKeyName ?? DEFAULT_API_KEY_NAME)) + "\n");
    return 0;
  },
};

/** The option an issue is about, as the user typed it. */
function optionOf(path: PropertyKey[], urlCount: number): string {
  const [field, index, inner] = path;
  if (field === "endpoints" && inner === "concurrency") return "--concurrency";
  if (field === "endpoints") return urlCount > 1 && typeof index === "number" ? `--url ${index + 1}` : "--url";
  const options: Record<string, string> = { apiKeyName: "--key-env", contextSize: "--context", timeoutSeconds: "--timeout", model: "--model", name: "--name", role: "--role" };
  return options[String(field)] ?? (path.join(".") || "options");
}

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
