// Model engine: what the engine costs over a raw node-llama-cpp loop, what parallel sequences and
// prefix reuse buy, and how speed depends on threads (the figures behind the default thread rule).
// Runs on ../shared/models/stories260K.gguf (a real 260K-parameter llama), CPU backend; first, the
// suite's self-written tiny writer model by head width (needs no shared file).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Token } from "node-llama-cpp";
import type { ChatMessage } from "../src-main/contract/llm.ts";
import type { Generator } from "../src-main/core/llm/engine/Generator.ts";
import type { LoadedModel } from "../src-main/core/llm/engine/LoadedModel.ts";
import { renderPrompt } from "../src-main/core/llm/engine/renderPrompt.ts";
import { writeTinyLlamaGguf } from "../src-main/core/llm/models/tinyLlamaGguf.ts";
import { createLlamaRuntime } from "../src-main/core/llm/runtime/createLlamaRuntime.ts";
import { defaultThreadCount } from "../src-main/core/llm/runtime/defaultThreads.ts";
import { fmt, median, printTable } from "./support.ts";

const MODEL = path.resolve(import.meta.dirname, "../../shared/models/stories260K.gguf");
const THREADS = 1;
const TOKENS = 256;
const ROUNDS = 15;

const story = (topic: string): ChatMessage[] => [{ role: "user", content: `Tell me a long story about ${topic}.` }];

export async function run(): Promise<void> {
  await tinyModelShapes();
  console.log("\nllm: model engine on stories260K (CPU)");
  if (!fs.existsSync(MODEL)) {
    console.log(`  skipped: ${MODEL} is absent (a fresh clone has no ../shared).`);
    return;
  }
  const runtime = await createLlamaRuntime({ backend: "cpu", threads: THREADS });
  try {
    const model = await runtime.loadModel({ file: MODEL });
    console.log(`Backend ${runtime.backend}, ${runtime.llama.cpuMathCores} math cores, ${THREADS} thread(s) unless stated; default rule gives ${defaultThreadCount(runtime.llama.cpuMathCores)}.`);
    await engineOverhead(model);
    await parallelSequences(model);
    await prefixReuse(model);
    await threadSweep(model);
  } finally {
    await runtime.dispose();
  }
}

/** Decode speed (first token to last) through Generator.generate vs sequence.evaluate on the same prompt tokens, alternating. */
async function engineOverhead(model: LoadedModel): Promise<void> {
  const generator = await model.createGenerator({ contextSize: 1024 });
  const context = await model.model.createContext({ contextSize: 1024, threads: THREADS });
  const sequence = context.getSequence();
  const raw = async (messages: ChatMessage[]) => {
    const tokens = renderPrompt(model.model, model.chatTemplate.wrapper, messages).tokens;
    await sequence.clearHistory();
    let count = 0;
    let first = 0;
    let last = 0;
    for await (const _token of sequence.evaluate(tokens as Token[], { temperature: 0 })) {
      last = performance.now();
      if (count++ === 0) first = last;
      if (count >= TOKENS) break;
    }
    return { tokens: count, perSecond: ((count - 1) * 1000) / (last - first) };
  };
  const rawRates: number[] = [];
  const engineRates: number[] = [];
  const counts = { raw: 0, engine: 0 };
  for (let round = 0; round < ROUNDS + 1; round++) {
    // A new topic each round, so the engine never reuses a prompt the raw loop has to read; and
    // the order flips each round, so neither side always runs on a cache the other warmed.
    const messages = story(`animal number ${round} in the snow`);
    const rawFirst = round % 2 === 0;
    const early = rawFirst ? await raw(messages) : undefined;
    const e = await generator.generate({ messages, maxTokens: TOKENS });
    const rawRun = early ?? (await raw(messages));
    if (round === 0) continue; // warm-up
    rawRates.push(rawRun.perSecond);
    engineRates.push(e.tokensPerSecond);
    counts.raw += rawRun.tokens;
    counts.engine += e.tokens;
  }
  const rawRate = median(rawRates);
  const engineRate = median(engineRates);
  printTable(`Engine vs raw node-llama-cpp loop (decode tokens/s, median of ${ROUNDS} runs each, in alternating order, up to ${TOKENS} tokens each)`, [
    { loop: "raw sequence.evaluate", "tokens/s": fmt(rawRate, 0), tokens: counts.raw },
    { loop: "engine Generator.generate (stop detection, counting)", "tokens/s": fmt(engineRate, 0), tokens: counts.engine },
    { loop: "ratio engine / raw (goal >= 0.97)", "tokens/s": fmt(engineRate / rawRate, 3), tokens: "" },
  ]);
  await context.dispose();
  await generator.dispose();
}

/** Aggregate throughput with N independent prompts generating at once on N sequences of one context. */
async function parallelSequences(model: LoadedModel): Promise<void> {
  const rows: Record<string, string | number>[] = [];
  let base = 0;
  for (const sequences of [1, 2, 4, 8]) {
    const generator = await model.createGenerator({ contextSize: 512, sequences });
    const prompts = Array.from({ length: sequences }, (_, i) => story(`friend number ${i + 1}`));
    await Promise.all(prompts.map((messages) => generator.generate({ messages, maxTokens: 8 }))); // warm-up
    const start = performance.now();
    const results = await Promise.all(prompts.map((messages) => generator.generate({ messages, maxTokens: 128 })));
    const seconds = (performance.now() - start) / 1000;
    const tokens = results.reduce((sum, r) => sum + r.tokens, 0);
    const rate = tokens / seconds;
    if (sequences === 1) base = rate;
    rows.push({ sequences, tokens, seconds: fmt(seconds, 3), "aggregate tokens/s": fmt(rate, 0), "vs 1 sequence": fmt(rate / base, 2) });
    await generator.dispose();
  }
  printTable("Parallel sequences (one context, independent prompts, up to 128 tokens each, wall time incl. prompts)", rows);
}

/** Seven questions about one paper on one sequence: the shared prefix should be evaluated once. */
async function prefixReuse(model: LoadedModel): Promise<void> {
  const paper = "Lily and Tom went to the park. They saw a big red ball under a tree and played with it all day. ".repeat(30);
  const questions = ["Who went to the park?", "What did they see?", "Where was the ball?", "What colour was it?", "How long did they play?", "Was it big?", "Who was with Lily?"];
  const messages = (q: string): ChatMessage[] => [{ role: "user", content: `${paper}\n\nQuestion: ${q}` }];
  const timed = async (reuse: boolean) => {
    const generator = await model.createGenerator({ contextSize: 2048 });
    const start = performance.now();
    for (const q of questions) {
      await generator.generate({ messages: messages(q), maxTokens: 16 });
      // Without reuse: a different first token invalidates the whole cached prompt next time.
      if (!reuse) await generator.generate({ messages: [{ role: "user", content: "x" }], maxTokens: 1 });
    }
    const ms = performance.now() - start;
    const counts = generator.tokenCounts();
    await generator.dispose();
    return { ms, counts };
  };
  const withReuse = await timed(true);
  const without = await timed(false);
  const prefix = renderPrompt(model.model, model.chatTemplate.wrapper, messages(questions[0]!)).tokens.length;
  printTable(`Prefix reuse: ${questions.length} prompts sharing a ${prefix}-token paper prefix, one sequence`, [
    { case: "consecutive prompts (engine default)", submitted: withReuse.counts.promptTokensSubmitted, evaluated: withReuse.counts.promptTokensEvaluated, "evaluated/submitted": fmt(withReuse.counts.promptTokensEvaluated / withReuse.counts.promptTokensSubmitted, 3), ms: fmt(withReuse.ms, 0) },
    { case: "cache broken between prompts (baseline)", submitted: without.counts.promptTokensSubmitted, evaluated: without.counts.promptTokensEvaluated, "evaluated/submitted": fmt(without.counts.promptTokensEvaluated / without.counts.promptTokensSubmitted, 3), ms: fmt(without.ms, 0) },
  ]);
  console.log(`Goal: the prefix evaluated once, i.e. evaluated ~ ${prefix} + ${questions.length - 1} short tails, not ${questions.length} x ${prefix}.`);
}

/** Decode speed by thread count: why the default leaves a core free. */
async function threadSweep(model: LoadedModel): Promise<void> {
  const rows: Record<string, string | number>[] = [];
  let one = 0;
  for (const threads of [1, 2, 4]) {
    const generator = await model.createGenerator({ contextSize: 512, threads });
    await generator.generate({ messages: story("warming up"), maxTokens: 4 });
    const rates: number[] = [];
    for (let i = 0; i < 3; i++) rates.push(await decodeRate(generator, story(`threads ${threads} run ${i}`)));
    const rate = median(rates);
    if (threads === 1) one = rate;
    rows.push({ threads, "decode tokens/s": fmt(rate, 1), "vs 1 thread": fmt(rate / one, 3) });
    await generator.dispose();
  }
  printTable("Threads (median of 3 runs of up to 256 tokens or 5 s; llama.cpp threads spin while they wait, so load elsewhere on the machine matters)", rows);
}

/** Tokens/s of one generation, stopped after 5 s: oversubscribed threads can run at 1 token/s here. */
async function decodeRate(generator: Generator, messages: ChatMessage[]): Promise<number> {
  let rate = 0;
  try {
    const result = await generator.generate({ messages, maxTokens: TOKENS, signal: AbortSignal.timeout(5_000), onProgress: (p) => (rate = p.tokensPerSecond) });
    rate = result.tokensPerSecond;
  } catch (error) {
    if ((error as Error).name !== "TimeoutError") throw error;
  }
  return rate;
}

/**
 * The suite's slow writer (test/e2e/askFlow, test/model/ask: 256 wide, 4 blocks) in heads of 8
 * and of 16: seconds to read a prompt of the size Ask gives it (3,300 tokens) and tokens/s written
 * after it, one thread. The tests need slow writing (a stream to watch, an answer to stop), not a
 * slow read.
 */
async function tinyModelShapes(): Promise<void> {
  console.log("\nllm: the suite's tiny writer model by head width (CPU, one thread)");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-bench-shapes-"));
  const runtime = await createLlamaRuntime({ backend: "cpu", threads: THREADS });
  const rows: Record<string, string | number>[] = [];
  try {
    for (const headWidth of [8, 16]) {
      const file = writeTinyLlamaGguf(path.join(dir, `heads-${headWidth}.gguf`), { seed: 1, contextLength: 8192, embeddingLength: 256, blockCount: 4, headWidth }).file;
      const model = await runtime.llama.loadModel({ modelPath: file, gpuLayers: 0 });
      const context = await model.createContext({ contextSize: 8192, threads: THREADS });
      const sequence = context.getSequence();
      const prompt = model.tokenize("The activation energy of the zirconia films changes with their thickness. ".repeat(300)).slice(0, 3300);
      let start = performance.now();
      await sequence.evaluateWithoutGeneratingNewTokens(prompt);
      const read = performance.now() - start;
      start = performance.now();
      let written = 0;
      for await (const _token of sequence.evaluate([prompt[0]!], { temperature: 0 })) if (++written >= 64) break;
      const write = performance.now() - start;
      rows.push({ "head width": headWidth, "prompt tokens": prompt.length, "read s": fmt(read / 1000, 2), "written tokens/s": fmt((written * 1000) / write, 1) });
      await context.dispose();
      await model.dispose();
    }
  } finally {
    await runtime.dispose();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  printTable("Reading a 3,300-token prompt, then writing 64 tokens", rows);
}
