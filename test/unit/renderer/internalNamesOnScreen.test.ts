import { describe, expect, it } from "vitest";
import { internalNamesIn } from "../../support/screenChecks.ts";

// The browser tests' check for the program's own words on screen, on texts a screen could show:
// it must name an id, a field or a command line, and must not take a user's or a paper's words
// for one (which would make the browser tests cry wolf, or be loosened until they miss).

describe("the internal-names check of the browser tests", () => {
  it.each([
    ["a field name", "Paper paperId 12"],
    ["another field", "created at createdAt"],
    ["a snake_case key", "the run_id is missing"],
    ["a key's tail", "_engine: tesseract"],
    ["a stored id", "Answer id 42"],
    ["a numbered id", "Run #3 finished"],
    ["a command line", "Run distillate serve to start it"],
    ["a command's option", "start it with --model demo"],
    ["a hyphenated command", "use add-demo first"],
    ["a quoted command", 'after download, "models info" gives it'],
    ["a method name", "library.getPaper failed"],
    ["a prompt version", "prompt sciqag@3"],
  ])("names %s", (_what, text) => {
    expect(internalNamesIn([text])).not.toEqual([]);
  });

  it.each([
    ["a substance", "The distillate was collected at 80 °C and the runs started again."],
    ["an address and an e-mail", "hf:someone/model_q4_k_m.gguf · first_last@lab.org"],
    ["a file's name", "model_q4.gguf"],
    ["a preprint server", "posted on arXiv and bioRxiv"],
    ["prose with command words", "The models list shows each model; review agreement is measured."],
    ["a table's place", "Table 1, row 7 · page 1 · best match"],
    ["an imported dataset's own column", "labels Energy ID 1857 Answer relevancy"],
  ])("leaves %s alone", (_what, text) => {
    expect(internalNamesIn([text])).toEqual([]);
  });
});
