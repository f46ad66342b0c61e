import type { AskAnswer, AskAnswerSummary, Citation } from "../../../contract/ask.ts";
import type { Retrieval } from "../../../contract/askRetrieval.ts";
import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";

/** An answer to store: everything `AskAnswer` holds but its id, time and QA. */
export type NewAskAnswer = Omit<AskAnswer, "id" | "askedAt" | "qaId">;

/**
 * Stores an answer (a refusal too) and the papers it is listed under, in one transaction: the
 * papers its citations quote, or for a refusal the papers it was asked within.
 */
export function insertAskAnswer(db: LibraryDatabase, answer: NewAskAnswer): number {
  return db.transaction((): number => {
    const id = Number(
      prepared(
        db,
        `INSERT INTO ask_answers (question, outcome, statements_json, citations_json, refusal, retrieval_json, paper_ids_json,
           model_id, model_name, model_sha256, model_quantization, prompt_version, settings_json, prompt_tokens, generated_tokens)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        answer.question,
        answer.outcome,
        JSON.stringify(answer.statements),
        JSON.stringify(answer.citations),
        answer.refusal,
        JSON.stringify(answer.retrieval),
        answer.paperIds === null ? null : JSON.stringify(answer.paperIds),
        answer.model.id,
        answer.model.name,
        answer.model.sha256,
        answer.model.quantization,
        answer.promptVersion,
        JSON.stringify(answer.settings),
        answer.tokens.prompt,
        answer.tokens.generated,
      ).lastInsertRowid,
    );
    const listed = answer.outcome === "answered" ? answer.citations.map((c) => c.paperId) : (answer.paperIds ?? []);
    const add = prepared(db, `INSERT OR IGNORE INTO ask_answer_papers (paper_id, answer_id) SELECT ?, ? WHERE EXISTS (SELECT 1 FROM papers WHERE id = ?)`);
    for (const paperId of new Set(listed)) add.run(paperId, id, paperId);
    return id;
  })();
}

interface RawAnswer {
  id: number;
  question: string;
  outcome: AskAnswer["outcome"];
  statements: string;
  citations: string;
  refusal: string | null;
  retrieval: string;
  paperIds: string | null;
  modelId: number | null;
  modelName: string;
  modelSha256: string | null;
  modelQuantization: string | null;
  promptVersion: string;
  settings: string;
  promptTokens: number;
  generatedTokens: number;
  askedAt: string;
  qaId: number | null;
}

const SELECT = `SELECT a.id, a.question, a.outcome, a.statements_json AS statements, a.citations_json AS citations, a.refusal,
  a.retrieval_json AS retrieval, a.paper_ids_json AS paperIds, a.model_id AS modelId, a.model_name AS modelName,
  a.model_sha256 AS modelSha256, a.model_quantization AS modelQuantization, a.prompt_version AS promptVersion,
  a.settings_json AS settings, a.prompt_tokens AS promptTokens, a.generated_tokens AS generatedTokens, a.asked_at AS askedAt, a.qa_id AS qaId
  FROM ask_answers a`;

/**
 * Of these paper ids, those whose paper is still the one an answer asked at `askedAt` cited. The
 * library reuses the id of the paper imported last once it is removed (SQLite gives a new row
 * the largest id plus one), so an id alone may name a paper imported since: one imported after
 * the answer was asked cannot be the paper it cites.
 */
export function citedPapersPresent(db: LibraryDatabase, paperIds: readonly number[], askedAt: string): Set<number> {
  return new Set(
    prepared<[string, string], { id: number }>(db, `SELECT id FROM papers WHERE id IN (SELECT value FROM json_each(?)) AND imported_at <= ?`)
      .all(JSON.stringify([...new Set(paperIds)]), askedAt)
      .map((r) => r.id),
  );
}

/**
 * An answer as stored. A citation whose paper was removed since keeps its quote; its passage id
 * is then null, since that passage is gone. So it is when the id now names another passage (ids
 * are reused, see citedPapersPresent; a table read again drops rows whose text changed): the
 * passage must be of the cited paper and hold the quote where the citation says.
 */
export function getAskAnswer(db: LibraryDatabase, id: number): AskAnswer | undefined {
  const raw = prepared<[number], RawAnswer>(db, `${SELECT} WHERE a.id = ?`).get(id);
  if (!raw) return undefined;
  const citations = JSON.parse(raw.citations) as Citation[];
  const present = citedPapersPresent(db, citations.map((c) => c.paperId), raw.askedAt);
  const passages = new Map(
    prepared<[string], { id: number; paperId: number; text: string }>(db, `SELECT id, paper_id AS paperId, text FROM passages WHERE id IN (SELECT value FROM json_each(?))`)
      .all(JSON.stringify(citations.map((c) => c.passageId)))
      .map((r) => [r.id, r]),
  );
  const alive = (c: Citation): boolean => {
    const passage = c.passageId === null ? undefined : passages.get(c.passageId);
    return passage !== undefined && passage.paperId === c.paperId && present.has(c.paperId) && passage.text.slice(c.start, c.end) === c.quote;
  };
  return {
    id: raw.id,
    question: raw.question,
    outcome: raw.outcome,
    statements: JSON.parse(raw.statements) as AskAnswer["statements"],
    citations: citations.map((c) => (alive(c) ? c : { ...c, passageId: null, boxes: [] })),
    refusal: raw.refusal,
    retrieval: JSON.parse(raw.retrieval) as Retrieval,
    paperIds: raw.paperIds === null ? null : (JSON.parse(raw.paperIds) as number[]),
    model: { id: raw.modelId, name: raw.modelName, sha256: raw.modelSha256, quantization: raw.modelQuantization },
    promptVersion: raw.promptVersion,
    settings: JSON.parse(raw.settings) as Record<string, unknown>,
    tokens: { prompt: raw.promptTokens, generated: raw.generatedTokens },
    askedAt: raw.askedAt,
    qaId: raw.qaId,
  };
}

/** Answers newest first: all of them, or those listed under one paper. */
export function listAskAnswers(db: LibraryDatabase, options: { paperId?: number; limit: number }): AskAnswerSummary[] {
  const rows =
    options.paperId === undefined
      ? prepared<[number], RawAnswer>(db, `${SELECT} ORDER BY a.asked_at DESC, a.id DESC LIMIT ?`).all(options.limit)
      : prepared<[number, number], RawAnswer>(db, `${SELECT} JOIN ask_answer_papers ap ON ap.answer_id = a.id WHERE ap.paper_id = ? ORDER BY a.asked_at DESC, a.id DESC LIMIT ?`).all(
          options.paperId,
          options.limit,
        );
  return rows.map((raw) => {
    const statements = JSON.parse(raw.statements) as AskAnswer["statements"];
    return {
      id: raw.id,
      question: raw.question,
      outcome: raw.outcome,
      askedAt: raw.askedAt,
      qaId: raw.qaId,
      preview: raw.outcome === "answered" ? statements.map((s) => s.text).join(" ") : (raw.refusal ?? ""),
      citations: (JSON.parse(raw.citations) as unknown[]).length,
    };
  });
}
