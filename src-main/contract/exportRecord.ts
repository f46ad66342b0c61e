import { z } from "zod";
import { EvidenceRecordSchema } from "./evidence.ts";
import { ScoreViewSchema } from "./metrics.ts";
import { PaperMetadataFieldSchema } from "./paperEdits.ts";
import { AnswerCorrectSchema, DifficultySchema, QaVerdictSchema, ReviewDecisionSchema, ReviewStatusSchema } from "./review.ts";
import { SynthesisConditionsSchema } from "./synthesisConditions.ts";
import { QaOriginSchema } from "./qaImport.ts";

/** Whose correction each of a record's corrected fields carries: a reviewer's name per field. */
export const CorrectedBySchema = z
  .object({ question: z.string().optional(), answer: z.string().optional(), type: z.string().optional(), difficulty: z.string().optional() })
  .strict();
export type CorrectedBy = z.infer<typeof CorrectedBySchema>;

/**
 * One exported QA with everything needed to trust, trace and reproduce it. This is a public
 * interface: `schemas/qa-record.schema.json` is generated from it (npm run schemas) and every
 * export is checked against that file in the tests.
 */
export const QaRecordSchema = z
  .object({
    id: z.number().int().describe("QA id in the library"),
    question: z.string().min(1).describe("the question, or a reviewer's correction of it when there is one"),
    // Optional so records exported before question corrections existed still validate.
    originalQuestion: z.string().optional().describe("the question as generated"),
    answer: z.string().describe("the answer, or a reviewer's correction of it when there is one"),
    originalAnswer: z.string().describe("the answer as generated"),
    type: z.string().nullable().describe("strategy-specific label: reasoning type, question type, true-false... (a reviewer's correction when there is one)"),
    difficulty: DifficultySchema.nullable().describe("a reviewer's correction when there is one"),
    hop: z.enum(["single", "multi"]).nullable(),
    negative: z.boolean().describe('true for "not answerable from the context" items kept as negatives'),
    evidence: z
      .array(EvidenceRecordSchema)
      .describe('what the answer rests on: spans of the paper\'s text (kind "text"), or a cell, row or caption of one of its tables (kind "table") with the table, row, column and where it is printed'),
    scores: z.array(ScoreViewSchema),
    verdict: QaVerdictSchema.describe("the filters' overall verdict"),
    review: z
      .object({
        status: ReviewStatusSchema.describe("where the QA stands with every reviewer together: nobody decided, all who decided kept it, all dropped it, or they disagree"),
        reviewers: z.array(
          z
            .object({
              reviewer: z.string(),
              decision: ReviewDecisionSchema,
              updatedAt: z.string(),
              // Optional so records exported before it existed still validate.
              contextWrong: z.boolean().optional().describe("the reviewer marked the context or evidence shown with the QA as wrong"),
              // The evaluation labels (optional for the same reason); absent when the reviewer did not give them.
              answerCorrect: AnswerCorrectSchema.optional().describe("the reviewer's judgement of the answer: yes, no, or unsure"),
              answerable: z.boolean().optional().describe("whether the reviewer found the question answerable from the context the model was shown"),
              correctedQuestion: z.string().optional().describe("the question as this reviewer would ask it"),
              correctedContext: z.string().optional().describe("the context that supports the answer, as this reviewer gave it"),
              // Each reviewer's own corrections, so two reviewers' corrections of one QA are both kept (optional for older records).
              correctedAnswer: z.string().optional().describe("the answer as this reviewer corrected it"),
              correctedType: z.string().optional().describe("the type as this reviewer corrected it"),
              correctedDifficulty: DifficultySchema.optional().describe("the difficulty as this reviewer corrected it"),
            })
            .strict(),
        ),
      })
      .strict(),
    labels: z.record(z.string(), z.unknown()),
    // Optional so records exported before the context was included still validate.
    context: z
      .record(z.string(), z.unknown())
      .optional()
      .describe(
        "what the model was shown when it wrote the QA, as the strategy records it: for paper-level strategies the policy (whole-paper, section-groups, section-selection), the sections and the passage ids (paragraphId in evidence) shown",
      ),
    // Optional: only RetChemQA runs extract synthesis conditions, and older exports have none.
    synthesis: SynthesisConditionsSchema.optional().describe(
      "the synthesis conditions the same run extracted from the QA's paper (RetChemQA): per material its reagents and solvents with amounts, temperatures, times and steps, each with the sentences it was read from; reported=false when the paper reports no synthesis",
    ),
    // Optional (added with ChemLit-QA's chemlit@3): only QAs whose strategy records where their chunks lie carry them.
    chunkText: z.string().optional().describe("the chunk the QA was written from (ChemLit-QA; both chunks, blank-line separated, for a multi-hop QA)"),
    similarChunks: z
      .array(z.object({ chunk: z.number().int().nonnegative().describe("chunk index in the paper, from 0"), text: z.string() }).strict())
      .optional()
      .describe("the paper's chunks most similar to the QA's chunk, best first, for simulating retrieval (ChemLit-QA; the ranking used is context.similarBy)"),
    negativeContext: z
      .object({ chunk: z.number().int().nonnegative(), text: z.string() })
      .strict()
      .optional()
      .describe("for a negative built by pairing the question with another chunk: that chunk, which does not hold the answer (ChemLit-QA-neg)"),
    paper: z
      .object({
        id: z.number().int(),
        title: z.string().nullable(),
        doi: z.string().nullable(),
        sha256: z.string().length(64),
        // Optional so records exported before corrections existed still validate.
        edited: z.array(PaperMetadataFieldSchema).optional().describe("metadata fields the user corrected (title and doi above are the corrected values)"),
      })
      .strict(),
    provenance: z
      .object({
        runId: z.number().int(),
        workItemId: z.number().int().nullable(),
        strategy: z.string(),
        promptVersion: z.string(),
        model: z.object({ name: z.string(), sha256: z.string().nullable(), quantization: z.string().nullable() }).strict(),
        seed: z.number().int(),
        createdAt: z.string(),
        // Optional: only imported QAs have one (import-qas); generated QAs were written by the model above.
        origin: QaOriginSchema.optional().describe("for an imported QA: the file it came from (name and SHA-256), its format and its row there"),
        // Optional: only a QA a reviewer corrected has one.
        correctedBy: CorrectedBySchema.optional().describe("whose correction each corrected field above carries (the reviewer's name); a field left out is as generated"),
      })
      .strict(),
  })
  .strict();
export type QaRecord = z.infer<typeof QaRecordSchema>;

// The formats live in exportFormat.ts; re-exported so existing imports keep working.
export { ExportFormatSchema, type ExportFormat } from "./exportFormat.ts";
