import { describeFsError } from "../../../core/files/describeFsError.ts";
import { readRegularFileSync } from "../../../core/files/regularFile.ts";
import type { GenerateTestResult } from "../../../contract/llm.ts";
import { GENERATE_TEST_MAX_TOKENS } from "../../../core/llm/generateTest.ts";
import { UsageError, type CliCommand } from "../CliCommand.ts";

function wholeNumber(name: string, value: unknown, min: 0 | 1): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string" || !/^\d+$/.test(value) || Number(value) < min) {
    throw new UsageError(`--${name} takes a whole number of at least ${min}, not "${String(value)}".`);
  }
  return Number(value);
}

function number(name: string, value: unknown, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (typeof value !== "string" || value.trim() === "" || !Number.isFinite(n) || n < min || n > max) {
    throw new UsageError(`--${name} takes a number from ${min} to ${max}, not "${String(value)}".`);
  }
  return n;
}

/** A JSON schema is a few KB; one of megabytes is not a schema for one answer. */
const SCHEMA_MAX_BYTES = 1024 * 1024;

function readSchema(file: unknown): Record<string, unknown> | undefined {
  if (file === undefined) return undefined;
  let text: string;
  try {
    // Without blocking on a FIFO, never more than a schema's size.
    text = readRegularFileSync(String(file), { maxBytes: SCHEMA_MAX_BYTES, limitFor: "a --schema file may take" }).toString("utf8");
  } catch (error) {
    throw new UsageError(`--schema ${String(file)} cannot be read: ${describeFsError(error)}.`);
  }
  try {
    const schema: unknown = JSON.parse(text);
    if (typeof schema !== "object" || schema === null || Array.isArray(schema)) throw new Error("it is not a JSON object");
    return schema as Record<string, unknown>;
  } catch (error) {
    throw new UsageError(`--schema ${String(file)} is not a JSON schema: ${(error as Error).message}`);
  }
}

export const generateTestCommand: CliCommand = {
  path: ["generate-test"],
  summary: "Generate once from a model to check it works: free text, or JSON following --schema.",
  options: {
    model: { type: "string", value: "<file.gguf|id>", help: "the model to try: a GGUF file or a registry id", default: "required" },
    prompt: { type: "string", value: "<text>", help: "what to ask the model", default: "required" },
    system: { type: "string", value: "<text>", help: "a system message before the prompt", default: "none" },
    schema: { type: "string", value: "<file.json>", help: "a JSON schema the answer must follow", default: "free text" },
    "max-tokens": { type: "string", value: "<n>", help: "the longest answer, in tokens", default: String(GENERATE_TEST_MAX_TOKENS) },
    threads: { type: "string", value: "<n>", help: "CPU threads that evaluate tokens", default: "the runtime's setting" },
    temperature: { type: "string", value: "<0-2>", help: "sampling temperature; 0 always picks the likeliest token", default: "0" },
    seed: { type: "string", value: "<n>", help: "seed of the sampler; matters only above temperature 0", default: "0" },
  },
  async run({ io, json, core }, values) {
    if (typeof values.model !== "string" || values.model === "") throw new UsageError("Name the model with --model <file.gguf|id>.");
    if (typeof values.prompt !== "string" || values.prompt === "") throw new UsageError("Give the prompt with --prompt <text>.");
    const request = {
      model: values.model,
      prompt: values.prompt,
      system: values.system as string | undefined,
      schema: readSchema(values.schema),
      maxTokens: wholeNumber("max-tokens", values["max-tokens"], 1),
      threads: wholeNumber("threads", values.threads, 1),
      temperature: number("temperature", values.temperature, 0, 2),
      seed: wholeNumber("seed", values.seed, 0),
    };
    const result = await core().services.llm.generateTest(request);
    if (result.chatTemplate.source === "fallback") {
      io.stderr(`note: ${result.model} has no usable chat template; the prompt was wrapped in the ${result.chatTemplate.name} fallback format.\n`);
    }
    if (json) io.stdout(JSON.stringify({ output: result.output, tokens: result.tokens, tokensPerSecond: result.tokensPerSecond }) + "\n");
    else io.stdout(describe(result) + "\n");
    return 0;
  },
};

function describe(result: GenerateTestResult): string {
  const output = typeof result.output === "string" ? result.output : JSON.stringify(result.output, null, 2);
  const stop = { endOfText: "the model ended its answer", stopTrigger: "the answer was complete", maxTokens: "the token limit was reached" }[result.stopReason];
  return [
    output,
    "",
    `${result.tokens} tokens at ${result.tokensPerSecond.toFixed(1)} tokens/s (${stop}); prompt ${result.promptTokens} tokens; ` +
      `${result.seconds.toFixed(2)} s in all, model load included.`,
    `Model ${result.model} on ${result.backend.toUpperCase()}; chat format ${result.chatTemplate.name} (${result.chatTemplate.source === "model" ? "the model's own" : "fallback"})` +
      `${result.attempts > 1 ? `; ${result.attempts} attempts to match the schema` : ""}.`,
  ].join("\n");
}
