// The four commands whose errors named request fields as flags (`--maxAnswerTokens`,
// `--paperIds`, `--contextSize`, `--embedderModel`; issues 37 and 38), run as a user runs them:
// the real `distillate` in a child process, its --help, and a value the request refuses.
import { describe, expect, it } from "vitest";
import { runCliProcess } from "../../support/runCliProcess.ts";
import { tempDir } from "../../support/tempDir.ts";

const CASES: { call: string[]; flag: string }[] = [
  { call: ["ask", "What limits the films?", "--max-answer-tokens", "5"], flag: "--max-answer-tokens" },
  { call: ["ask", "What limits the films?", "--papers", "99999999999999999999"], flag: "--papers" },
  { call: ["generate", "--strategy", "sciqag", "--model", "1", "--context-size", "100"], flag: "--context-size" },
  { call: ["generate", "--strategy", "sciqag", "--model", "1", "--embedder", ""], flag: "--embedder" },
  { call: ["retry", "1", "--context-size", "100"], flag: "--context-size" },
  { call: ["evaluate", "--judge", "1", "--papers", "99999999999999999999"], flag: "--papers" },
];

describe("distillate names the option a refused value was given to (child process)", () => {
  for (const { call, flag } of CASES) {
    it(`${call[0]} ${flag} ${JSON.stringify(call.at(-1))}: "${flag}", which "${call[0]} --help" lists`, () => {
      const help = runCliProcess([call[0]!, "--help"]);
      expect(help.code).toBe(0);
      const refused = runCliProcess([...call, "--data-dir", tempDir()]);
      expect(refused.code, refused.stderr).toBe(64);
      expect(refused.stdout).toBe("");
      expect(refused.stderr).toMatch(new RegExp(`^distillate: ${flag}: \\S`));
      for (const named of refused.stderr.match(/--[A-Za-z][\w-]*/g) ?? []) {
        expect(help.stdout, `${named} is not an option of ${call[0]}`).toMatch(new RegExp(`^\\s+(?:-\\w, )?${named}(?![\\w-])`, "m"));
      }
      // With --json: the same words in the one error object.
      const json = runCliProcess([...call, "--json", "--data-dir", tempDir()]);
      expect(JSON.parse(json.stderr)).toEqual({ error: { name: "UsageError", message: expect.stringMatching(new RegExp(`^${flag}: `)) } });
    });
  }
});

// The camelCase spellings those errors showed, and each kebab-case flag in camelCase, are read as
// the flag for one release (docs/cli.md), with a note on stderr, so a script written against them
// keeps running; help lists only the flags.
const OLD_SPELLINGS: { call: string[]; old: string; flag: string }[] = [
  { call: ["ask", "What limits the films?", "--maxAnswerTokens", "5"], old: "--maxAnswerTokens", flag: "--max-answer-tokens" },
  { call: ["ask", "What limits the films?", "--paperIds", "99999999999999999999"], old: "--paperIds", flag: "--papers" },
  { call: ["generate", "--strategy", "sciqag", "--model", "1", "--contextSize", "100"], old: "--contextSize", flag: "--context-size" },
  { call: ["generate", "--strategy", "sciqag", "--model", "1", "--embedderModel", ""], old: "--embedderModel", flag: "--embedder" },
];

describe("distillate reads the old camelCase spellings as the flags (child process)", () => {
  for (const { call, old, flag } of OLD_SPELLINGS) {
    it(`${call[0]} ${old} is ${flag}: the same refusal, a note, and help lists only ${flag}`, () => {
      const refused = runCliProcess([...call, "--data-dir", tempDir()]);
      expect(refused.code, refused.stderr).toBe(64);
      expect(refused.stderr).toContain(`distillate: ${old} is now spelt ${flag}; the old spelling works until the next release.\n`);
      expect(refused.stderr).toMatch(new RegExp(`^distillate: ${flag}: \\S`, "m"));
      const json = runCliProcess([...call, "--json", "--data-dir", tempDir()]);
      expect(JSON.parse(json.stderr)).toEqual({ error: { name: "UsageError", message: expect.stringMatching(new RegExp(`^${flag}: `)) } });
      const help = runCliProcess([call[0]!, "--help"]).stdout;
      expect(help).toContain(flag);
      expect(help).not.toContain(old);
    });
  }

  it("a command runs with an old spelling (db info --dataDir), and refuses both spellings of one flag", () => {
    const dir = tempDir();
    const info = runCliProcess(["db", "info", "--dataDir", dir, "--json"]);
    expect(info.code, info.stderr).toBe(0);
    expect(info.stderr).toBe("");
    expect(JSON.parse(info.stdout).path.startsWith(dir)).toBe(true);
    const both = runCliProcess(["ask", "What limits the films?", "--max-answer-tokens", "100", "--maxAnswerTokens", "200", "--data-dir", tempDir()]);
    expect(both.code).toBe(64);
    expect(both.stderr).toMatch(/--maxAnswerTokens is the old spelling of --max-answer-tokens: give one of them\./);
  });
});
