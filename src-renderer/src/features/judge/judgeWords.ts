import type { EvaluatePreview, JudgeProgress } from "@contract/judge.ts";
import { errorInfoOf } from "../../shared/errorInfo.ts";
import { formatCount } from "../../shared/format.ts";

// What the judge dialog and a run's judge stage say, in a researcher's words. Pure, so the
// wording is unit tested; the views only place it.

/** What the dialog says grades the answers: a model on this computer, or one on its servers (never "local" for a remote one). */
export function judgeIntro(model: { remote: { endpoints: readonly string[] } | null } | undefined): string {
  const who = !model ? "The judge model" : model.remote ? `The model on ${model.remote.endpoints.length === 1 ? "its server" : `its ${model.remote.endpoints.length} servers`}` : "A model on this computer";
  return `${who} grades each answer for relevance, agnosticism, completeness, accuracy and reasonableness, 1 to 3 each, with a reason. Answers below your minimums in Settings are rejected.`;
}

/** The note under the model picker: how many QAs will be graded and how many are skipped. */
export function previewText(preview: EvaluatePreview): string {
  if (preview.selected === 0) return "Nothing to judge here: no QA with an answer is selected.";
  if (!preview.known) return `${formatCount(preview.selected, "QA")} to judge. This model's file is still being checked, so QAs it judged before cannot be counted yet; they will be skipped all the same.`;
  const fresh = preview.selected - preview.alreadyJudged;
  if (preview.alreadyJudged === 0) return `${formatCount(fresh, "QA")} to judge.`;
  if (fresh === 0) return `This model already judged ${preview.selected === 1 ? "this QA" : `all ${formatCount(preview.selected)} QAs`}: nothing is graded again, only the verdicts are checked against your current minimums.`;
  return `${formatCount(fresh, "QA")} to judge. ${formatCount(preview.alreadyJudged)} this model already judged will be skipped.`;
}

/** "Judging QAs: 12 of 40" while it works; what came of it once it stops. */
export function progressText(progress: JudgeProgress): string {
  const failed = progress.failed > 0 ? `, ${formatCount(progress.failed)} could not be judged` : "";
  switch (progress.status) {
    case "running":
      return `Judging QAs: ${formatCount(progress.done + progress.failed)} of ${formatCount(progress.total)}${failed}`;
    case "completed": {
      const skipped = progress.alreadyJudged > 0 ? ` ${formatCount(progress.alreadyJudged)} judged before were skipped.` : "";
      const below = progress.belowThreshold > 0 ? ` ${formatCount(progress.belowThreshold)} fell below a minimum and are now rejected.` : "";
      return `Judged ${formatCount(progress.done, "QA")}${failed}.${below}${skipped}`;
    }
    case "cancelled":
      return `Judging stopped after ${formatCount(progress.done, "QA")}; the scores given so far are kept.`;
    case "failed":
      return `The judge could not grade any of the ${formatCount(progress.total, "QA")}${progress.lastError ? `: ${progress.lastError.message}` : "."}`;
  }
}

/** Why judging could not start or stopped with an error. */
export function judgeErrorText(error: unknown): string {
  const { name, message } = errorInfoOf(error);
  switch (name) {
    case "ModelNotFoundError":
      return "Could not judge: that model is no longer registered. Pick another one, or add it again in Models.";
    case "RunNotFoundError":
      return "Could not judge: the run was removed. Nothing was changed.";
    case "ModelMemoryBudgetError":
    case "OutOfMemoryError":
      return `Could not judge: the judge model does not fit in memory beside the models in use. Wait for running runs to finish or pick a smaller model. (${message})`;
    case "ModelInUseError":
      return `Could not judge now: ${message}`;
    case "ServerUnreachableError":
    case "HttpError":
    case "InvalidResponseError":
      return "Could not judge: Distillate did not answer. Check that it is still running; judgements already stored are kept, and judging again goes on from there.";
    case "UnauthorizedError":
    case "ForbiddenError":
      return "Could not judge: this page lost its access to the library. Open Distillate's address again, then try again.";
    default:
      return `Could not judge: ${message}`;
  }
}
