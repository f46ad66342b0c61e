// What the command line says when a run is asked for wrongly: settings named by what exists and
// what is allowed, a run that is not there by a named error and a hint, never a raw issue list.
import { describe, expect, it } from "vitest";
import { runCli } from "../../../src-main/server/cli/main.ts";
import { tempDir } from "../../support/tempDir.ts";

async function run(...argv: string[]) {
  let stdout = "";
  let stderr = "";
  const code = await runCli([...argv, "--data-dir", tempDir()], { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), env: {} });
  return { code, stdout, stderr };
}

describe("run requests the CLI refuses", () => {
  it("names an unknown setting, the settings that exist, and the one probably meant", async () => {
    const result = await run("generate", "--strategy", "retchem", "--model", "1", "--settings", '{"hops":"multi"}');
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      'distillate: RetChemQA settings are not valid: there is no setting "hops" (did you mean hop?); its settings are hop, factual, reasoning, trueFalse, focus, maxEvidence, multiHopMinPlaces, multiHopRetries, synthesis, maxMaterials, synthesisMaxTokens, maxTokens, temperature, tableQuestions. No run was started.\n' +
        `Pass settings as JSON, e.g. --settings '{"hop": "multi"}'; docs/generating.md lists each strategy's settings.\n`,
    );
  });

  it("says what values a setting allows, by its title and its key, and the same words as JSON", async () => {
    const bad = await run("generate", "--strategy", "retchem", "--model", "1", "--settings", '{"hop":"triple","factual":99}');
    expect(bad.stderr).toMatch(/"Hops" \(hop\) must be one of "single", "multi", not "triple"; "Factual QAs" \(factual\) must be at most 30, not 99\./);
    const json = await run("generate", "--strategy", "sciqag", "--model", "1", "--settings", '{"qaPerPaper":"ten"}', "--json");
    expect(JSON.parse(json.stderr)).toEqual({ error: { name: "InvalidStrategySettingsError", message: 'SciQAG settings are not valid: "QAs per paper" (qaPerPaper) must be a number, not "ten". No run was started.' } });
  });

  it("says a run is not there with a named error, and the CLI adds where to look", async () => {
    const result = await run("runs", "42");
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('distillate: There is no run 42 in this library.\n"distillate runs" lists the runs and their ids.\n');
    const retry = await run("retry", "42", "--json");
    expect(JSON.parse(retry.stderr).error.name).toBe("RunNotFoundError");
  });
});
