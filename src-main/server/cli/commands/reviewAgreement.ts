import type { LabelAgreement, RetChemQaGrouping, RetChemQaTable, ReviewAgreement } from "../../../contract/agreement.ts";
import { describeJudgeAgreement, describeLabelAgreement, sameLabelWords } from "../../../contract/agreementWords.ts";
import { shareWords } from "../../../contract/shareWords.ts";
import { QaQuerySchema } from "../../../contract/qaQueries.ts";
import { defineCommand, defineOptions } from "../CliCommand.ts";
import { oneIdList, oneText, positiveIds } from "../optionParsers.ts";
import { parseRequest } from "../requestOptions.ts";

const LABEL_WORDS: Record<LabelAgreement["label"], string> = {
  decision: "keep / drop",
  answerCorrect: "answer correct",
  answerable: "answerable from the context",
};

/**
 * RetChemQA's four rates, each said by `shareWords` on its own whole as the report's table says
 * them: "50%" from ten QAs up, "3 of 6" below, so a rate over a handful never reads as settled.
 */
function retChemQaRates(t: RetChemQaTable): string {
  const all = t.TP + t.FP + t.TN + t.FN;
  return `accuracy ${shareWords(t.TP + t.TN, all)}, precision ${shareWords(t.TP, all)}, hallucination rate ${shareWords(t.TN + t.FN, all)}, capture rate ${shareWords(t.TN, t.TN + t.FN)}`;
}

/** The agreement as lines a researcher reads top to bottom. */
export function describeAgreement(a: ReviewAgreement): string[] {
  const lines = [`${a.qas} QA(s), reviewers: ${a.reviewers.length === 0 ? "none yet" : a.reviewers.join(", ")}`, "", "Agreement between reviewers:"];
  for (const l of a.labels) {
    const said = describeLabelAgreement(l);
    const figures = said.measured ? `${said.text}, same label on ${sameLabelWords(l)} of them` : `no figure: ${said.text}`;
    lines.push(`  ${LABEL_WORDS[l.label].padEnd(28)} ${figures}`);
  }
  lines.push("", "Judge against reviewers:");
  if (!a.judge) lines.push(`  ${a.judgeReason}`);
  else {
    // The app's sentence: each rate on its own whole, "too few to measure" below the minimum.
    const j = a.judge;
    lines.push(
      `  over the QAs kept or dropped by every reviewer who decided: ${describeJudgeAgreement(j)}`,
      `  judge passed: ${j.passedKept} kept, ${j.passedDropped} dropped; judge failed: ${j.failedKept} kept, ${j.failedDropped} dropped`,
    );
  }
  lines.push("", "RetChemQA table (answerable from the context x answer correct):");
  if (a.retChemQa.length === 0) lines.push("  no reviewer has given these labels yet");
  for (const t of a.retChemQa) {
    lines.push(
      `  ${t.reviewer}: TP ${t.TP}  FP ${t.FP}  TN ${t.TN}  FN ${t.FN}  (not classified ${t.unclassified})` +
        `  ${retChemQaRates(t)}`,
    );
  }
  const groups = a.retChemQaGroups ?? [];
  if (groups.length > 0) {
    lines.push("", "RetChemQA table by question type, hop and true-or-false truth value:");
    for (const t of groups) {
      lines.push(
        `  ${t.reviewer}, ${GROUPING_WORDS[t.by]} ${t.group}: TP ${t.TP}  FP ${t.FP}  TN ${t.TN}  FN ${t.FN}` +
          `  ${retChemQaRates(t)}`,
      );
    }
  }
  return lines;
}

const GROUPING_WORDS: Record<RetChemQaGrouping, string> = { type: "type", hop: "hop", truthValue: "stated as" };

const options = defineOptions({
  run: { type: "string", value: "<runId>", help: "only the QAs of this run", default: "every QA", fills: "runIds", parse: oneIdList("run id") },
  strategy: { type: "string", value: "<name>", help: "only the QAs of this strategy's runs", default: "every strategy", fills: "strategies", parse: oneText },
  papers: { type: "string", value: "<id,id...>", help: "only the QAs of these papers", default: "every paper", fills: "paperIds", parse: positiveIds("paper id") },
});

export const reviewAgreementCommand = defineCommand({
  path: ["review", "agreement"],
  summary: "How far reviewers agree (kappa or alpha), the judge against them, and RetChemQA's TP/FP/TN/FN table.",
  options,
  async run({ io, json, core }, values) {
    const query = parseRequest(QaQuerySchema, options, values);
    const result = await core().services.review.agreement(query);
    io.stdout(json ? JSON.stringify(result, null, 2) + "\n" : describeAgreement(result).join("\n") + "\n");
    return 0;
  },
});
