import type { LabelAgreement, RetChemQaGrouping, ReviewAgreement } from "../../../contract/agreement.ts";
import { describeLabelAgreement } from "../../../contract/agreementWords.ts";
import { QaQuerySchema } from "../../../contract/qaQueries.ts";
import { defineCommand, defineOptions } from "../CliCommand.ts";
import { oneIdList, oneText, positiveIds } from "../optionParsers.ts";
import { parseRequest } from "../requestOptions.ts";

const LABEL_WORDS: Record<LabelAgreement["label"], string> = {
  decision: "keep / drop",
  answerCorrect: "answer correct",
  answerable: "answerable from the context",
};

const figure = (value: number | null, digits = 2) => (value === null ? "-" : value.toFixed(digits));
const percent = (value: number | null) => (value === null ? "-" : `${(value * 100).toFixed(0)}%`);

/** The agreement as lines a researcher reads top to bottom. */
export function describeAgreement(a: ReviewAgreement): string[] {
  const lines = [`${a.qas} QA(s), reviewers: ${a.reviewers.length === 0 ? "none yet" : a.reviewers.join(", ")}`, "", "Agreement between reviewers:"];
  for (const l of a.labels) {
    const said = describeLabelAgreement(l);
    const figures = said.measured ? `${said.text}, same label on ${percent(l.observedAgreement)} of them` : `no figure: ${said.text}`;
    lines.push(`  ${LABEL_WORDS[l.label].padEnd(28)} ${figures}`);
  }
  lines.push("", "Judge against reviewers:");
  if (!a.judge) lines.push(`  ${a.judgeReason}`);
  else {
    const j = a.judge;
    lines.push(
      `  ${j.compared} QA(s) kept or dropped by every reviewer who decided: accuracy ${percent(j.accuracy)}, precision ${percent(j.precision)}, recall ${percent(j.recall)}`,
      `  judge passed: ${j.passedKept} kept, ${j.passedDropped} dropped; judge failed: ${j.failedKept} kept, ${j.failedDropped} dropped`,
      `  rank correlation of judge scores with the share of reviewers who kept: ${figure(j.rankCorrelation)}`,
    );
  }
  lines.push("", "RetChemQA table (answerable from the context x answer correct):");
  if (a.retChemQa.length === 0) lines.push("  no reviewer has given these labels yet");
  for (const t of a.retChemQa) {
    lines.push(
      `  ${t.reviewer}: TP ${t.TP}  FP ${t.FP}  TN ${t.TN}  FN ${t.FN}  (not classified ${t.unclassified})` +
        `  accuracy ${percent(t.accuracy)}, precision ${percent(t.precision)}, hallucination rate ${percent(t.hallucinationRate)}, capture rate ${percent(t.hallucinationCaptureRate)}`,
    );
  }
  const groups = a.retChemQaGroups ?? [];
  if (groups.length > 0) {
    lines.push("", "RetChemQA table by question type, hop and true-or-false truth value:");
    for (const t of groups) {
      lines.push(
        `  ${t.reviewer}, ${GROUPING_WORDS[t.by]} ${t.group}: TP ${t.TP}  FP ${t.FP}  TN ${t.TN}  FN ${t.FN}` +
          `  accuracy ${percent(t.accuracy)}, precision ${percent(t.precision)}, hallucination rate ${percent(t.hallucinationRate)}, capture rate ${percent(t.hallucinationCaptureRate)}`,
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
