// Every option a command reads into its request, given a value the request refuses: the error
// names that option, as the user typed it and as the command's --help lists it, never the
// request field behind it (`--maxAnswerTokens`, `--paperIds`: flags that do not exist).
import { describe, expect, it } from "vitest";
import { commands } from "../../../src-main/server/cli/commands/index.ts";
import { runCli } from "../../../src-main/server/cli/main.ts";
import { tempDir } from "../../support/tempDir.ts";

async function cli(argv: string[]) {
  let stdout = "";
  let stderr = "";
  const code = await runCli(argv, { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), env: {} });
  return { code, stdout, stderr };
}

/** What each command needs besides the option under test to get as far as reading its request. */
const CALLS: Record<string, string[]> = {
  ask: ["ask", "What limits the films?"],
  generate: ["generate", "--strategy", "sciqag", "--model", "1"],
  retry: ["retry", "1"],
  evaluate: ["evaluate", "--judge", "1", "--run", "1"],
  "import-qas": ["import-qas", "qas.csv"],
  import: ["import", "paper.pdf"],
  "models add": ["models", "add", "model.gguf"],
  "models add-remote": ["models", "add-remote", "--url", "http://gpu-1:8000/v1", "--model", "m"],
  "models download": ["models", "download", "hf:user/repo/model.gguf"],
  "models remove": ["models", "remove", "1"],
  "papers edit": ["papers", "edit", "1"],
  summary: ["summary", "1"],
  report: ["report"],
  "review agreement": ["review", "agreement"],
  export: ["export", "--out", "qas.jsonl"],
  "generate-test": ["generate-test", "--model", "1", "--prompt", "Hello"],
  serve: ["serve"],
  tables: ["tables", "1"],
};

const long = (n: number) => "x".repeat(n);
const names = (n: number) => Array.from({ length: n }, (_, i) => `filter${i}`).join(",");

/**
 * A value each option's request (or its reading) refuses; null, with why, for an option nothing
 * refuses. Every option that fills a request field or reads its text is listed: a new one fails
 * the sweep until it is.
 */
const BAD_VALUES: Record<string, string | null> = {
  "ask --papers": "1,two",
  "ask --model": "",
  "ask --embedder": "",
  "ask --built-in-embedder": "maybe",
  "ask --passages": "0",
  "ask --temperature": "3",
  "ask --seed": "-1",
  "ask --max-answer-tokens": "5",
  "generate --strategy": "",
  "generate --model": "",
  "generate --judge": "",
  "generate --embedder": "",
  "generate --papers": "99999999999999999999",
  "generate --seed": "1.5",
  "generate --lanes": "99",
  "generate --context-size": "10",
  "generate --settings": "[1]",
  "generate --filters": names(33),
  "generate --no-perplexity-shift": null, // a flag: there is no value to refuse
  "generate --table-questions": null, // a flag: it turns the method option on
  "retry --model": "",
  "retry --settings": "{",
  "retry --seed": "-1",
  "retry --lanes": "0",
  "retry --context-size": "100",
  "retry --max-attempts": "99",
  "evaluate --judge": "",
  "evaluate --run": "first",
  "evaluate --papers": "99999999999999999999",
  "evaluate --lanes": "99",
  "import-qas --format": "xml",
  "import-qas --paper": "0",
  "import-qas --source-text": "",
  "import-qas --name": " ",
  "import-qas --filters": names(33),
  "import-qas --judge": "",
  "import-qas --embedder": "",
  "import-qas --question": "",
  "import-qas --answer": "",
  "import-qas --evidence": "",
  "import-qas --negative": "",
  "import-qas --type": "",
  "import-qas --difficulty": long(201),
  "import-qas --source-field": "",
  "import-qas --title-field": "",
  "import-qas --doi-field": "",
  "import-qas --qas-field": "",
  "import-qas --again": null, // a flag
  "import --password": null, // any text may be a password
  "models add --copy": null, // a flag
  "models add --name": "",
  "models add --role": "writer",
  "models add-remote --url": "ftp://gpu-1/v1",
  "models add-remote --model": "",
  "models add-remote --name": "",
  "models add-remote --role": "writer",
  "models add-remote --concurrency": "0",
  "models add-remote --key-env": "OPENAI_API_KEY",
  "models add-remote --context": "-1",
  "models add-remote --timeout": "0",
  "models download --sha256": "abc",
  "models download --name": "",
  "models remove --delete-file": null, // a flag
  "papers edit --title": long(2001),
  "papers edit --authors": long(501),
  "papers edit --doi": long(501),
  "papers edit --year": "20x1",
  "papers edit --venue": long(2001),
  "papers edit --abstract": long(100_001),
  "papers edit --keywords": long(501),
  "papers edit --revert": "colour",
  "summary --count": "99",
  "summary --run": "last",
  "report --run": "last",
  "report --strategy": null, // any strategy name selects (none of its QAs, if there is no such strategy)
  "report --papers": "1,,2",
  "review agreement --run": "0",
  "review agreement --strategy": null, // as report's
  "review agreement --papers": "x",
  "export --format": "xlsx",
  "export --preset": "best",
  "export --runs": "a",
  "export --papers": "-1",
  "export --strategies": null, // any names narrow (to nothing, if none is a strategy)
  "export --min-score": "numeric-source>1",
  "export --book": "half",
  "export --split-seed": "1.5",
  "export --split-ratios": "80,20",
  "export --stratify": null, // a flag
  "export --keep-duplicates": null, // a flag
  "export --license": "CC BY 4.0",
  "generate-test --model": "",
  "generate-test --prompt": "",
  "generate-test --system": null, // any text is a system message
  "generate-test --schema": "no-such-schema.json",
  "generate-test --max-tokens": "0",
  "generate-test --threads": "two",
  "generate-test --temperature": "9",
  "generate-test --seed": "-3",
  "serve --port": "70000",
  "tables --format": "xlsx",
  "tables --table": "0",
};

/** Options that fill a request field or read their text: those a value can be wrong for. */
const checked = commands.flatMap((command) =>
  Object.entries(command.options ?? {})
    .filter(([, option]) => option.fills !== undefined || option.parse !== undefined)
    .map(([name]) => ({ command, name, key: `${command.path.join(" ")} --${name}` })),
);

describe("an option given a value its command refuses", () => {
  it("every option that fills a request field or reads its text has a bad value here (or a reason it has none)", () => {
    expect(checked.map((c) => c.key).filter((key) => !(key in BAD_VALUES))).toEqual([]);
    expect(Object.keys(BAD_VALUES).filter((key) => !checked.some((c) => c.key === key))).toEqual([]);
  });

  for (const [key, bad] of Object.entries(BAD_VALUES)) {
    if (bad === null) continue;
    const [, words = "", name = ""] = /^(.+) --([\w-]+)$/.exec(key)!;
    const command = commands.find((c) => c.path.join(" ") === words)!;
    it(`${key} ${JSON.stringify(bad.length > 40 ? `${bad.slice(0, 20)}…(${bad.length} chars)` : bad)}: a usage error naming --${name}, a flag of "${words} --help"`, async () => {
      const help = (await cli([...command.path, "--help"])).stdout;
      const call = CALLS[words];
      expect(call, `no call for "${words}"`).toBeDefined();
      const result = await cli([...call!, `--${name}=${bad}`, "--data-dir", tempDir()]);
      expect(result.code, result.stderr).toBe(64);
      expect(result.stderr).toMatch(new RegExp(`--${name}(?![\\w-])`));
      // Every flag the message names is one the command takes: none is a request field's name.
      for (const flag of result.stderr.match(/--[A-Za-z][\w-]*/g) ?? []) {
        expect(help, `"${result.stderr.trim()}" names ${flag}, which "${words} --help" does not list`).toMatch(new RegExp(`^\\s+(?:-\\w, )?${flag}(?![\\w-])`, "m"));
      }
    });
  }
});

describe("the option named is the one that filled the field", () => {
  it("the second of two --url values is named as --url 2", async () => {
    const result = await cli(["models", "add-remote", "--url", "http://gpu-1:8000/v1", "--url", "http://me:secret@gpu-2:8000/v1", "--model", "m", "--data-dir", tempDir()]);
    expect(result.code).toBe(64);
    expect(result.stderr).toMatch(/^distillate: --url 2: the address must not hold a user name or password/);
  });

  it("a complaint about the request as a whole names the options in it", async () => {
    const result = await cli(["import-qas", "qas.csv", "--paper", "1", "--source-text", "paper.txt", "--data-dir", tempDir()]);
    expect(result.code).toBe(64);
    expect(result.stderr).toMatch(/give at most one source: --paper, --source-text or --source-field/);
  });

  it("a field no option fills is said in words", async () => {
    const result = await cli(["ask", "x".repeat(5000), "--data-dir", tempDir()]);
    expect(result.code).toBe(64);
    expect(result.stderr).toMatch(/^distillate: the question: Too big/);
  });
});
