import { settingMinimum, settingTitle } from "../shared/settingTitle.ts";
import { type Hop, type RetchemPromptInput, retchemMessages } from "./prompt.ts";
import { type RetchemQuestionType, type RetchemSettings, RetchemSettingsSchema } from "./settings.ts";

/** The output-tokens setting as the run form names it, for the message when the questions do not fit. */
export const OUTPUT_SETTING = settingTitle(RetchemSettingsSchema, "maxTokens");

/** The synthesis output-tokens setting as the run form names it, for the message when the extraction does not fit. */
export const SYNTHESIS_SETTING = settingTitle(RetchemSettingsSchema, "synthesisMaxTokens");
/** The least values those two settings take, so the fit advice never names a lower one. */
export const OUTPUT_MINIMUM = settingMinimum(RetchemSettingsSchema, "maxTokens");
export const SYNTHESIS_MINIMUM = settingMinimum(RetchemSettingsSchema, "synthesisMaxTokens");

/** The prompt of one question type and hop, with the paper text still to be put in. */
export function promptFor(settings: RetchemSettings, type: RetchemQuestionType, count: number, hop: Hop) {
  const minPlaces = hop === "multi" ? settings.multiHopMinPlaces : 1;
  const maxEvidence = Math.max(settings.maxEvidence, minPlaces);
  const retries = hop === "multi" ? settings.multiHopRetries : 0;
  const base: Omit<RetchemPromptInput, "paperText"> = { type, hop, count, focus: settings.focus, maxEvidence, minPlaces };
  // The paper is fitted to the longer retry prompt (without its list of kept questions) when a
  // retry may follow, so the second round fits the context as surely as the first.
  const render = (paperText: string) => retchemMessages({ ...base, paperText, retry: retries > 0 ? { kept: [], rejected: count } : undefined });
  return { minPlaces, maxEvidence, retries, base, render };
}
