import { describe, expect, it } from "vitest";
import { strategies } from "../../../src-main/core/pipeline/strategies/index.ts";
import { generateCommand } from "../../../src-main/server/cli/commands/generate.ts";
import { describeCheck } from "../../../src-main/server/cli/commands/runFormat.ts";
import { cliNamesForTitles, fixInCliWords } from "../../../src-main/server/cli/fixInCliWords.ts";
import type { RunCheck } from "../../../src-main/contract/runChecks.ts";

// The run check's advice is written for the run form ("under Advanced", fields by their titles);
// `distillate generate` prints it with the flags and --settings keys a terminal user can type.
describe("the run check's advice in the CLI's words", () => {
  const kgqa = cliNamesForTitles(generateCommand.options!, strategies.kgqa!.settingsSchema);

  it("names the context size by its flag, a method's setting by its --settings key, and no form place", () => {
    expect(fixInCliWords('Set "Context size" to at least 8,192 tokens (under Advanced), or lower "Paragraphs per group".', kgqa)).toBe(
      'Set --context-size to at least 8,192 tokens, or lower "paragraphsPerGroup" in --settings.',
    );
    expect(fixInCliWords('Set "Context size" higher (under Advanced) to show every row.', kgqa)).toBe("Set --context-size higher to show every row.");
  });

  it("leaves advice that names nothing of the form as it is", () => {
    const advice = "Pick a model with a longer context (this one holds at most 4,096 tokens).";
    expect(fixInCliWords(advice, kgqa)).toBe(advice);
  });

  it("prints the check's findings with the advice so worded", () => {
    const finding = { code: "paper-does-not-fit", message: "Paper 3 does not fit.", fix: 'Set "Context size" to at least 9,000 tokens (under Advanced).', paperId: 3 };
    const check = { blockers: [finding], warnings: [], contextSize: 4096, tokenCounts: "exact", papersChecked: 1, papersTotal: 1 } as unknown as RunCheck;
    expect(describeCheck(check, (fix) => fixInCliWords(fix, kgqa))).toEqual(["cannot run: Paper 3 does not fit.\n  Set --context-size to at least 9,000 tokens."]);
  });
});
