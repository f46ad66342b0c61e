import { AskRequestSchema, type AskAnswer } from "../../../contract/ask.ts";
import type { Retrieval } from "../../../contract/askRetrieval.ts";
import { tablePlaceWords, type TablePlace } from "../../../contract/evidence.ts";
import { defineCommand, defineOptions, UsageError, type CliIo } from "../CliCommand.ts";
import { numberText, onOff, positiveIds } from "../optionParsers.ts";
import { parseRequest } from "../requestOptions.ts";
import { onStopSignal } from "../stopSignals.ts";

/** Where a passage or a quote is: its table place in words ("Table 1, row 7, Country"), else its section. */
function where(p: { section: string | null; table?: TablePlace | null }): string {
  if (p.table) return `, ${tablePlaceWords(p.table)}`;
  return p.section ? `, ${p.section}` : "";
}

function describeRetrieval(r: Retrieval): string {
  const shown = r.passages.filter((p) => p.shown).length;
  const found = r.passages.length;
  return `Searched ${r.papersSearched} paper${r.papersSearched === 1 ? "" : "s"} in ${r.ms.toFixed(0)} ms: ${found} passage${found === 1 ? "" : "s"} found${shown > 0 ? `, the best ${shown} given to the model` : ""}.\n`;
}

function describePassages(r: Retrieval): string {
  return r.passages
    .map((p) => `${p.rank}. ${p.paperName}${where(p)}, p.${p.page} (score ${p.score.toFixed(2)})\n   ${p.text.replace(/\s+/g, " ").slice(0, 300)}${p.text.length > 300 ? "…" : ""}\n`)
    .join("");
}

function describeAnswer(a: AskAnswer): string {
  if (a.outcome === "refused") return `${a.refusal}\n`;
  const body = a.statements.map((s) => `${s.text} ${s.citations.map((n) => `[${n}]`).join("")}`).join(" ");
  const sources = a.citations.map((c) => `[${c.number}] ${c.paperName}${where(c)}, p.${c.page}: "${c.quote.replace(/\s+/g, " ").trim()}"`);
  return `${body}\n\n${sources.join("\n")}\n`;
}

/** Writes the answer's text to stderr as it grows, so a person sees it being written while stdout gets the cited answer at the end. */
function liveText(io: CliIo): (text: string) => void {
  let printed = "";
  return (text) => {
    if (text.startsWith(printed)) io.stderr(text.slice(printed.length));
    else io.stderr(`\n${text}`);
    printed = text;
  };
}

const options = defineOptions({
  papers: { type: "string", value: "<ids>", help: "ask within these papers only (comma-separated ids)", default: "the whole library", fills: "paperIds", parse: positiveIds("paper id") },
  model: { type: "string", value: "<model>", help: "the model that writes the answer: a registry id or a GGUF file", default: "the default model", fills: "model" },
  embedder: { type: "string", value: "<model>", help: "an embedding model whose similarity re-ranks the passages found by words", default: "none", fills: "embedderModel" },
  "built-in-embedder": { type: "string", value: "<on|off>", help: "whether the sentence encoder built into the app re-ranks the passages when no --embedder is given", default: "off (see docs/ask.md)", fills: "builtInEmbedder", parse: onOff },
  passages: { type: "string", value: "<n>", help: "passages the model is shown at most, 1-20 (fewer when its context cannot hold them)", default: "6", fills: "passages", parse: numberText },
  temperature: { type: "string", value: "<t>", help: "sampling temperature, 0-2 (0: the same question gives the same answer)", default: "0", fills: "temperature", parse: numberText },
  seed: { type: "string", value: "<n>", help: "sampling seed", default: "1", fills: "seed", parse: numberText },
  "max-answer-tokens": { type: "string", value: "<n>", help: "tokens the answer may take at most, 64-4096", default: "512", fills: "maxAnswerTokens", parse: numberText },
  "retrieve-only": { type: "boolean", help: "print the passages found, without asking a model", default: "off" },
});

export const askCommand = defineCommand({
  path: ["ask"],
  summary: "Ask your papers a question: an answer citing the exact sentences it rests on, or a plain statement that the papers do not say.",
  usage: '"<question>"',
  details:
    "The answer is written by --model (a registry id or GGUF file; default: the default model) from the passages found in the library (or --papers 1,2).\n" +
    "It is stored with what it was found from; `--json` prints it with its citations and the passages in rank order with their scores. --retrieve-only prints the passages without asking a model.",
  options,
  positionals: true,
  async run({ io, json, core }, values, positionals) {
    if (positionals.length === 0) throw new UsageError('Give the question in quotes, e.g. distillate ask "What limits the conductivity of the films?"');
    const request = parseRequest(AskRequestSchema, options, values, { base: { question: positionals.join(" ") }, fieldWords: { question: "the question" } });
    const ask = core().services.ask;
    if (values["retrieve-only"]) {
      const retrieval = await ask.retrieve(request);
      io.stdout(json ? JSON.stringify(retrieval, null, 2) + "\n" : describeRetrieval(retrieval) + describePassages(retrieval));
      return 0;
    }
    const abort = new AbortController();
    const release = onStopSignal(() => abort.abort());
    const write = liveText(io);
    let writing = false;
    try {
      const answer = await ask.ask(request, {
        signal: abort.signal,
        onProgress: (p) => {
          if (json) return;
          if (p.status === "writing" && !writing && p.retrieval) {
            writing = true;
            io.stderr(describeRetrieval(p.retrieval));
          }
          if (p.status === "writing") write(p.text);
        },
      });
      if (writing) io.stderr("\n\n");
      io.stdout(json ? JSON.stringify(answer, null, 2) + "\n" : describeAnswer(answer));
      return 0;
    } finally {
      release();
    }
  },
});
