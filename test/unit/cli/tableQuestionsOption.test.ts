// `generate --table-questions` turns on the method option "Questions from tables" through
// generate's one declaration of its options: the run's settings get `tableQuestions: true`, on
// top of whatever --settings gives, and without the flag the method's own default stands.
import { describe, expect, it } from "vitest";
import { GenerateRequestSchema } from "../../../src-main/contract/pipeline.ts";
import { generateCommand } from "../../../src-main/server/cli/commands/generate.ts";
import { parseRequest } from "../../../src-main/server/cli/requestOptions.ts";

const options = generateCommand.options!;
const request = (values: Record<string, unknown>) => parseRequest(GenerateRequestSchema, options, { strategy: "sciqag", model: "1", ...values });

describe("generate --table-questions", () => {
  it("fills the run's settings with the table option on", () => {
    expect(request({ "table-questions": true }).settings).toEqual({ tableQuestions: true });
  });

  it("adds it to the settings --settings gives, whatever their order on the command line", () => {
    expect(request({ settings: { qaPerPaper: 3 }, "table-questions": true }).settings).toEqual({ qaPerPaper: 3, tableQuestions: true });
    expect(request({ "table-questions": true, settings: { qaPerPaper: 3, tableQuestions: false } }).settings).toEqual({ qaPerPaper: 3, tableQuestions: true });
  });

  it("leaves the settings alone without the flag", () => {
    expect(request({}).settings).toBeUndefined();
    expect(request({ settings: { qaPerPaper: 3 } }).settings).toEqual({ qaPerPaper: 3 });
  });
});
