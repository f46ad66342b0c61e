import { KeyQaRequestSchema } from "../../../contract/keyQas.ts";
import { defineCommand, defineOptions } from "../CliCommand.ts";
import { positiveId } from "../optionParsers.ts";
import { parseRequest } from "../requestOptions.ts";
import { parseId } from "./runFormat.ts";

const options = defineOptions({
  count: { type: "string", value: "<n>", help: "how many key QAs", default: "5", fills: "count", parse: positiveId("number of key QAs") },
  run: { type: "string", value: "<runId>", help: "only QAs of this run", default: "every run on the paper", fills: "runId", parse: positiveId("run id") },
});

export const summaryCommand = defineCommand({
  path: ["summary"],
  summary: "A paper's key QAs: the best accepted ones, diverse and spread over its sections.",
  usage: "<paperId>",
  options,
  positionals: true,
  async run({ io, json, core }, values, positionals) {
    const paperId = parseId(positionals[0], "paper id");
    const request = parseRequest(KeyQaRequestSchema, options, values);
    const key = await core().services.library.keyQas(paperId, request);
    if (json) {
      io.stdout(JSON.stringify(key, null, 2) + "\n");
      return 0;
    }
    if (key.length === 0) {
      io.stdout(`Paper ${paperId} has no accepted QAs yet. Generate some with: distillate generate --papers ${paperId} ...\n`);
      return 0;
    }
    for (const [i, k] of key.entries()) {
      io.stdout(`${i + 1}. ${k.question}\n   ${k.answer}\n   ${[k.type, k.difficulty].filter(Boolean).join(", ")} · ${k.why}\n`);
      for (const e of k.evidence) io.stdout(`   evidence${e.page ? ` p.${e.page}` : ""}: "${e.text}"\n`);
    }
    return 0;
  },
});
