import { DEFAULT_SPLIT_RATIOS, DEFAULT_SPLIT_SEED, type SplitOptions } from "@contract/exportFormat.ts";

// The split choices of the folder formats (Hugging Face, BEIR) as the export form holds them:
// typed text, so a half-typed share is shown as the user left it and flagged instead of lost.

export interface SplitFormState {
  /** Shares of the QAs for train, validation and test, as typed (percentages by convention; any scale works). */
  shares: [string, string, string];
  /** The shuffle's seed, as typed. */
  seed: string;
  stratify: boolean;
}

export const defaultSplitForm: SplitFormState = {
  shares: DEFAULT_SPLIT_RATIOS.map(String) as [string, string, string],
  seed: String(DEFAULT_SPLIT_SEED),
  stratify: false,
};

const share = (text: string): number | undefined => {
  const value = Number(text.trim());
  return text.trim() !== "" && Number.isFinite(value) && value >= 0 ? value : undefined;
};

/** What is wrong with the typed splits, in the user's words; empty when they can be used. */
export function splitProblems(form: SplitFormState): { shares?: string; seed?: string } {
  const problems: { shares?: string; seed?: string } = {};
  const values = form.shares.map(share);
  if (values.some((v) => v === undefined)) problems.shares = "Each share must be a number, 0 or more.";
  else if (values.every((v) => v === 0)) problems.shares = "At least one share must be more than 0.";
  if (!/^-?\d+$/.test(form.seed.trim()) || !Number.isSafeInteger(Number(form.seed.trim()))) problems.seed = "The shuffle number must be a whole number.";
  return problems;
}

/** The split options to send, or undefined while the typed splits have a problem. */
export function splitOptions(form: SplitFormState): SplitOptions | undefined {
  const problems = splitProblems(form);
  if (problems.shares || problems.seed) return undefined;
  return {
    ratios: form.shares.map((s) => Number(s.trim())) as [number, number, number],
    seed: Number(form.seed.trim()),
    ...(form.stratify && { stratifyByStrategy: true }),
  };
}
