import type { AskRequest } from "../../contract/ask.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { countPapers } from "../db/repositories/askRetrieval.ts";
import { getPaper } from "../db/repositories/papers.ts";
import { PaperNotFoundError } from "../errors/PaperNotFoundError.ts";
import { AskModelMissingError } from "./errors/AskModelMissingError.ts";
import { EmptyQuestionError } from "./errors/EmptyQuestionError.ts";
import { NoPapersToAskError } from "./errors/NoPapersToAskError.ts";
import { questionTerms } from "./questionTerms.ts";

export interface CheckedAsk {
  question: string;
  paperIds: number[] | null;
}

/**
 * What must hold before anything is looked up or loaded, checked in the order a person fixes
 * them: a question with something to look for, papers that exist (and at least one of them).
 */
export function checkAskRequest(db: LibraryDatabase, request: AskRequest): CheckedAsk {
  const question = request.question.trim();
  if (question.length === 0) throw new EmptyQuestionError(true);
  if (questionTerms(question).length === 0) throw new EmptyQuestionError(false);
  const paperIds = request.paperIds ? [...new Set(request.paperIds)] : null;
  const found = countPapers(db, paperIds);
  if (paperIds && found < paperIds.length) throw new PaperNotFoundError(paperIds.find((id) => !getPaper(db, id))!);
  if (found === 0) throw new NoPapersToAskError();
  return { question, paperIds };
}

/** The model to answer with: the one asked for, else the default model; AskModelMissingError when neither is set. */
export function askModelSpec(request: AskRequest, defaultModelId: number | null): string {
  if (request.model) return request.model;
  if (defaultModelId !== null) return String(defaultModelId);
  throw new AskModelMissingError();
}
