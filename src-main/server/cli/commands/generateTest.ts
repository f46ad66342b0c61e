import { describeFsError } from "../../../core/files/describeFsError.ts";
import { readRegularFileSync } from "../../../core/files/readRegularFile.ts";
import { GenerateTestRequestSchema, type GenerateTestResult } from "../../../contract/llm.ts";
import { GENERATE_TEST_MAX_TOKENS } from "../../../core/llm/generateTest.ts";
import { defineCommand, defineOptions, UsageError } from "../CliCommand.ts";
import { numberBetween, wholeNumber } from "../optionParsers.ts";
import { parseRequest } from "../requestOptions.ts";

/** A JSON schema is a few KB; one of megabytes is not a schema for one answer. */
const SCHEMA_MAX_BYTES = 1024 * 1024;

function readSchema(file: string, flag: string): Record<string, unknown> {
  let text: string;
  try {
    // Without blocking on a FIFO, never more than a schema's size.
    text = readRegularFileSync(file, { maxBytes: SCHEMA_MAX_BYTES, limitFor: `a ${flag} file may take` }).toString("utf8");
  } catch (error) {
    throw new UsageError(`${flag} ${file} cannot be read: ${describeFsError(error)}.`);
  }
  try {
    const schema: unknown = JSON.parse(text);
    if (typeof schema !== "object" || schema === null || Array.isArray(schema)) throw new Error("it is not a JSON object");
    return schema as Record<string, unknown>;
  } catch (error) {
    throw new UsageError(`${flag} ${file} is not a JSON schema: ${(error as Error).message}`);
  }
}

const options = defineOptions({
  model: { type: "string", value: "<file.gguf|id>", help: "the model to try: a GGUF file or a registry id", default: "required", fills: "model" },
  prompt: { type: "string", value: "<text>", help: "what to ask the model", default: "required", fills: "prompt" },
  system: { type: "string", value: "<text>", help: "a system message before the prompt", default: "none", fills: "system" },
  schema: { type: "string", value: "<file.json>", help: "a JSON schema the answer must follow", default: "free text", fills: "schema", parse: readSchema },
  "max-tokens": { type: "string", value: "<n>", help: "the longest answer, in tokens", default: String(GENERATE_TEST_MAX_TOKENS), fills: "maxTokens", parse: wholeNumber(1) },
  threads: { type: "string", value: "<n>", help: "CPU threads that evaluate tokens", default: "the runtime's setting", fills: "threads", parse: wholeNumber(1) },
  temperature: { type: "string", value: "<0-2>", help: "sampling temperature; 0 always picks the likeliest token", default: "0", fills: "temperature", parse: numberBetween(0, 2) },
  seed: { type: "string", value: "<n>", help: "seed of the sampler; matters only above temperature 0", default: "0", fills: "seed", parse: wholeNumber(0) },
});

export const generateTestCommand = defineCommand({
  path: ["generate-test"],
  summary: "Generate once from a model to check it works: free text, or JSON following --schema.",
  options,
  async run({ io, json, core }, values) {
    if (!values.model) throw new UsageError("Name the model with --model <file.gguf|id>.");
    if (!values.prompt) throw new UsageError("Give the prompt with --prompt <text>.");
    const request = parseRequest(GenerateTestRequestSchema, options, values);
    const result = await core().services.llm.generateTest(request);
    if (result.chatTemplate.source === "fallback") {
      io.stderr(`note: ${result.model} has no usable chat template; the prompt was wrapped in the ${result.chatTemplate.name} fallback format.\n`);
    }
    if (json) io.stdout(JSON.stringify({ output: result.output, tokens: result.tokens, tokensPerSecond: result.tokensPerSecond }) + "\n");
    else io.stdout(describe(result) + "\n");
    return 0;
  },
});

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
