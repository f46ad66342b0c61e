// LitQA2's own grading, with a model (DISTILLATE_ASK_MODEL): each question as multiple choice,
// its ideal answer and distractors plus "insufficient information", shuffled; the model reads
// the passages Distillate retrieves (for the question with its choices) and picks one. Accuracy
// is correct / all questions; precision is correct / questions answered (not "insufficient"),
// as PaperQA2 reports them (about 66 % and 85 % with its cloud models).
import path from "node:path";
import { createCore } from "../src-main/core/createCore.ts";
import { retrievePassages } from "../src-main/core/ask/retrievePassages.ts";
import { arrangeOptions, choiceMessages, chooseOption, INSUFFICIENT } from "../src-main/core/ask/multipleChoice.ts";
import { fitPrompt } from "../src-main/core/ask/writeAnswer.ts";
import { withChoices, type LitQaQuestion } from "./litqa.ts";
import { fmt, printTable } from "./support.ts";

/** The model from DISTILLATE_ASK_MODEL, registered in the bench's library: a GGUF file, or `http(s)://server/v1#model-name` for an OpenAI-compatible server. */
async function registerModel(core: ReturnType<typeof createCore>, spec: string): Promise<{ id: number; name: string; file: string }> {
  const remote = /^(https?:\/\/[^#]+)#(.+)$/.exec(spec);
  const added = remote
    ? await core.services.models.addRemote({ model: remote[2]!, endpoints: [{ url: remote[1]! }], apiKeyName: process.env["DISTILLATE_ASK_API_KEY_NAME"] })
    : await core.services.models.add(spec, { waitForHash: true });
  return { id: added.model.id, name: added.model.name, file: added.model.filePath };
}

export async function gradeChoices(databasePath: string, questions: LitQaQuestion[]): Promise<void> {
  const spec = process.env["DISTILLATE_ASK_MODEL"];
  if (!spec) {
    console.log("  multiple choice: skipped (set DISTILLATE_ASK_MODEL to a GGUF file, or http(s)://server/v1#model for a served model, to grade answers)");
    return;
  }
  const threads = Number(process.env["DISTILLATE_ASK_THREADS"] ?? 1);
  const core = createCore({ dataDir: path.dirname(databasePath), llm: { backend: process.env["DISTILLATE_ASK_BACKEND"] === "auto" ? "auto" : "cpu", threads } });
  try {
    const model = await registerModel(core, spec);
    const lease = await core.modelHost.acquire("generator", model.file, { holder: { kind: "ask" } });
    let correct = 0;
    let insufficient = 0;
    let unfit = 0;
    const started = performance.now();
    try {
      const session = await lease.session({ sequences: 1, contextSize: Math.min(lease.model.trainContextSize || 8192, 8192) });
      for (const q of questions) {
        const options = arrangeOptions(q.id, [q.ideal, ...q.distractors]);
        const found = await retrievePassages(core.db(), withChoices(q), { limit: 6 });
        let picked: string;
        try {
          const prompt = await fitPrompt(session, q.question, found.passages, 16, model.name, (sentences) => choiceMessages(q.question, options, sentences));
          picked = options[await chooseOption(session, prompt.messages, options.length)]!;
        } catch (error) {
          if ((error as Error).name !== "AskContextTooSmallError") throw error;
          unfit++;
          picked = INSUFFICIENT;
        }
        if (picked === q.ideal) correct++;
        else if (picked === INSUFFICIENT) insufficient++;
      }
    } finally {
      lease.release();
    }
    const n = questions.length;
    const answered = n - insufficient;
    printTable(`LitQA2 multiple choice with ${model.name} (${path.basename(spec)}), ${threads} thread(s), ${fmt((performance.now() - started) / 1000)} s`, [
      { questions: n, correct, "chose insufficient": insufficient, "context too small": unfit, accuracy: `${fmt((100 * correct) / n)} %`, precision: answered > 0 ? `${fmt((100 * correct) / answered)} %` : "no answers" },
    ]);
    if (/stories260K|tiny/i.test(spec)) console.log("  This is a tiny test model that cannot follow instructions: its figures show the grading runs, not what a real model scores (chance is about 1 in 5).");
  } finally {
    core.close();
  }
}
