import fs from "node:fs";
import path from "node:path";
import type { GenerateRequest } from "../../../contract/pipeline.ts";
import type { RunFinding } from "../../../contract/runChecks.ts";
import { registryIdOf } from "../../../contract/pathArgs.ts";
import type { LibraryDatabase } from "../../db/openDatabase.ts";
import { getModel } from "../../db/repositories/models.ts";
import { isRemoteModelRef } from "../../../contract/remoteModels.ts";
import type { PromptTokenCounter } from "../../llm/engine/PromptTokenizer.ts";
import { guessInstructionTuned } from "../../llm/models/looksInstructionTuned.ts";
import type { ModelAvailability } from "../../../contract/modelAvailability.ts";
import { finding } from "./runFinding.ts";

// The run form's checks of the model (checkRun.ts checks the papers with what this returns):
// present, readable, a generator, usable now, with a chat template, looking instruction-tuned.

/** What the check needs to know about the model, from the registry or from the file itself. */
export interface CheckedModel {
  name: string;
  file: string;
  contextLength: number | null;
  hasChatTemplate: boolean;
  role: string;
}

export interface CheckRunDeps {
  /**
   * The model's tokenizer (cached per file by the caller), or the estimate when it cannot be
   * loaded; rejects when the file cannot be used at all (a damaged header, a file llama.cpp stops on).
   */
  tokenizer(file: string): Promise<PromptTokenCounter>;
  /** Header facts of a GGUF file not in the registry. */
  describeFile(file: string): Promise<CheckedModel>;
  /** Whether a registered model can be used now (its servers asked if the last look is stale); null when nothing is known. Defaults to nothing known. */
  availability?(modelId: number): Promise<ModelAvailability | null>;
}

/**
 * The model a run would use and its tokenizer, its blockers and warnings added to those given;
 * null when a blocker leaves nothing to count the papers' prompts with.
 */
export async function checkRunModel(db: LibraryDatabase, request: GenerateRequest, deps: CheckRunDeps, blockers: RunFinding[], warnings: RunFinding[]): Promise<{ model: CheckedModel; counter: PromptTokenCounter } | null> {
  let model: CheckedModel;
  let known: ModelAvailability | null = null;
  const modelId = registryIdOf(request.model);
  if (modelId !== null) {
    const row = getModel(db, modelId);
    if (!row) {
      blockers.push(finding("model-not-found", `There is no model ${request.model} in the registry.`, "Pick another model, or add one in Models."));
      return null;
    }
    model = { name: row.name, file: row.filePath, contextLength: row.contextLength, hasChatTemplate: row.hasChatTemplate, role: row.role };
    known = (await deps.availability?.(row.id)) ?? null;
  } else {
    try {
      model = await deps.describeFile(request.model);
    } catch (error) {
      blockers.push(finding("model-unreadable", (error as Error).message, "Pick another model file."));
      return null;
    }
  }
  // A remote model has no file here; its servers are asked when the run starts.
  if (!isRemoteModelRef(model.file) && !fs.existsSync(model.file)) {
    blockers.push(finding("model-missing", `The file of ${model.name} is missing (moved or deleted since it was added: ${path.basename(model.file)}).`, "Add the file again from where it is now, in Models, or pick another model."));
    return null;
  }
  if (model.role === "embedding") {
    blockers.push(finding("embedding-model", `${model.name} is an embedding model: it turns text into vectors and cannot write QAs.`, "Pick a generator (instruction) model."));
    return null;
  }
  if (known && known.state !== "ok") {
    const remote = isRemoteModelRef(model.file);
    warnings.push(
      finding(
        "model-unavailable",
        `${model.name} cannot be used now: ${known.reason}${remote ? " So whether the papers fit its context could not be checked." : ""}`,
        remote ? "Pick another model, or start once its server answers: a run on it stops at once with this reason." : "Pick another model; a run on this one would most likely stop the same way.",
      ),
    );
    // A server that cannot be asked has an unknown context: no paper is said to fit it.
    if (remote) return null;
  }
  // What the servers report is the context a run gets, when the registry entry does not say.
  if (known?.contextSize && model.contextLength === null) model = { ...model, contextLength: known.contextSize };

  let counter: PromptTokenCounter;
  try {
    counter = await deps.tokenizer(model.file);
  } catch (error) {
    blockers.push(finding("model-unreadable", (error as Error).message, "Pick another model file."));
    return null;
  }
  if (!model.hasChatTemplate) {
    warnings.push(
      finding(
        "no-chat-template",
        `${model.name} has no chat template in its file, so prompts use a generic chat format; a model not trained on that format often ignores the instructions.`,
        "Pick an instruction model whose GGUF file includes its chat template (most recent ones do).",
      ),
    );
  }
  const guess = guessInstructionTuned([model.name, path.basename(model.file, path.extname(model.file)), ...counter.headerNames], model.hasChatTemplate);
  if (!guess.tuned) {
    warnings.push(
      finding(
        "not-instruction-tuned",
        `${model.name} does not look instruction-tuned (a guess: ${guess.evidence}). A base model continues text rather than following the task, so most of its output tends to fail the checks.`,
        `Pick an instruction-tuned model (names with "Instruct" or "Chat"), or ignore this if you know it is one.`,
      ),
    );
  }
  return { model, counter };
}
