import { z } from "zod";
import { ReviewAgreementSchema } from "./agreement.ts";
import { DatasetReportSchema, RunReportOptionsSchema } from "./report.ts";
import {
  ExportContentSchema,
  ExportPreviewRequestSchema,
  ExportPreviewSchema,
  ExportRequestSchema,
  ExportResultSchema,
  EmptyItemSchema,
  FailedItemSchema,
  GenerateRequestSchema,
  KeyQaRequestSchema,
  KeyQaViewSchema,
  RetryChangesSchema,
  RetryResultSchema,
  RunCheckSchema,
  RunPaperProgressSchema,
  RunSummarySchema,
  StartedRunSchema,
  StrategyInfoSchema,
} from "./pipeline.ts";
import { SaveDialogRequestSchema } from "./desktop.ts";
import { EvaluatePreviewRequestSchema, EvaluatePreviewSchema, EvaluateRequestSchema, JudgeProgressSchema } from "./judge.ts";
import {
  QaDetailSchema,
  QaPageRequestSchema,
  QaPageSchema,
  QaQuerySchema,
  ReviewChangeSchema,
  ReviewCountsSchema,
  ReviewDecisionSchema,
  ReviewFacetsSchema,
  ReviewPatchSchema,
  ReviewStateSchema,
  RenameReviewerResultSchema,
  ReviewerNameSchema,
  ReviewerSummarySchema,
} from "./review.ts";
import { AppSettingsPatchSchema, AppSettingsSchema } from "./settings.ts";
import { DbInfoSchema } from "./library.ts";
import { GenerateTestRequestSchema, GenerateTestResultSchema, LoadModelRequestSchema, ModelLoadStateSchema, RuntimeInfoSchema } from "./llm.ts";
import {
  AddModelOptionsSchema,
  AddModelResultSchema,
  CatalogEntrySchema,
  DownloadModelOptionsSchema,
  DownloadModelResultSchema,
  ModelDetailsSchema,
  ModelInfoSchema,
  RemoveModelOptionsSchema,
  RemoveModelResultSchema,
} from "./models.ts";
import { ModelAvailabilityRequestSchema, ModelAvailabilitySchema } from "./modelAvailability.ts";
import { AddRemoteModelSchema, ApiKeyForServersSchema, ProbeRemoteRequestSchema, ProbeRemoteResultSchema, SaveApiKeyRequestSchema } from "./remoteModels.ts";
import {
  ImportFileReportSchema,
  ImportOptionsSchema,
  ImportReportSchema,
  ImportResultSchema,
  PaperDetailSchema,
  PaperEditRequestSchema,
  ZoteroEntryResultSchema,
  PaperListQuerySchema,
  PaperListSchema,
  PaperReadingSchema,
  PaperSummarySchema,
  UploadedFileSchema,
} from "./papers.ts";
import { DoctorReportSchema } from "./system.ts";
import { PaperGraphViewSchema } from "./knowledgeGraph.ts";
import { PaperSynthesisViewSchema } from "./synthesisConditions.ts";
import { pathArg } from "./pathArgs.ts";
import { AskAnswerSchema, AskAnswerSummarySchema, AskListRequestSchema, AskRequestSchema, AskStartedSchema, KeptAnswerSchema, RetrievalSchema } from "./ask.ts";
import { ImportQasRequestSchema, ImportQasResultSchema } from "./qaImport.ts";

/**
 * Every method a transport may call, by "service.method", with the schema of its arguments
 * and of its result. The Electron bridge and the HTTP server validate each call's arguments
 * against `args` before it reaches the core, and the renderer's client is typed from this table.
 */
const id = z.number().int().positive();

export const methods = {
  "system.doctor": { args: z.tuple([]), result: DoctorReportSchema },
  "library.dbInfo": { args: z.tuple([]), result: DbInfoSchema },
  "library.importPapers": {
    args: z.tuple([z.array(pathArg("import-source")).min(1), ImportOptionsSchema.optional()]),
    result: z.array(ImportResultSchema),
  },
  "library.listPapers": { args: z.tuple([]), result: z.array(PaperSummarySchema) },
  "library.getPaper": { args: z.tuple([z.number().int().positive()]), result: PaperDetailSchema },
  "llm.runtimeInfo": { args: z.tuple([]), result: RuntimeInfoSchema },
  "llm.generateTest": { args: z.tuple([GenerateTestRequestSchema]), result: GenerateTestResultSchema },
  "models.list": { args: z.tuple([]), result: z.array(ModelInfoSchema) },
  "models.add": { args: z.tuple([pathArg("model-file"), AddModelOptionsSchema.optional()]), result: AddModelResultSchema },
  "models.addRemote": { args: z.tuple([AddRemoteModelSchema]), result: AddModelResultSchema },
  "models.probeRemote": { args: z.tuple([ProbeRemoteRequestSchema]), result: ProbeRemoteResultSchema },
  "models.availability": { args: z.tuple([ModelAvailabilityRequestSchema.optional()]), result: z.array(ModelAvailabilitySchema) },
  "models.addDemo": { args: z.tuple([]), result: AddModelResultSchema },
  "models.remove": { args: z.tuple([z.number().int().positive(), RemoveModelOptionsSchema.optional()]), result: RemoveModelResultSchema },
  "models.info": { args: z.tuple([z.union([z.number().int().positive(), pathArg("model-file")])]), result: ModelDetailsSchema },
  "models.catalog": { args: z.tuple([]), result: z.array(CatalogEntrySchema) },
  "models.download": { args: z.tuple([z.string().min(1), DownloadModelOptionsSchema.optional()]), result: DownloadModelResultSchema },
  "library.browse": { args: z.tuple([PaperListQuerySchema.optional()]), result: PaperListSchema },
  "library.reading": { args: z.tuple([id]), result: PaperReadingSchema },
  "library.paperFile": { args: z.tuple([id]), result: z.instanceof(Uint8Array) },
  "library.upload": { args: z.tuple([z.array(UploadedFileSchema).min(1), ImportOptionsSchema.optional()]), result: z.array(ImportResultSchema) },
  "library.removePaper": { args: z.tuple([id]), result: z.void() },
  "library.editPaper": { args: z.tuple([id, PaperEditRequestSchema]), result: PaperDetailSchema },
  "library.importZotero": { args: z.tuple([pathArg("import-source"), ImportOptionsSchema.optional()]), result: z.array(ZoteroEntryResultSchema) },
  "library.importReport": { args: z.tuple([]), result: ImportReportSchema },
  "library.unlockImport": { args: z.tuple([z.string().min(1).max(100), z.number().int().nonnegative(), z.string().min(1)]), result: ImportFileReportSchema },
  "library.resolveDuplicate": { args: z.tuple([z.string().min(1).max(100), z.number().int().nonnegative(), z.boolean()]), result: ImportFileReportSchema },
  "library.clearImports": { args: z.tuple([]), result: ImportReportSchema },
  "llm.loadModel": { args: z.tuple([LoadModelRequestSchema]), result: ModelLoadStateSchema },
  "llm.unloadModel": { args: z.tuple([]), result: ModelLoadStateSchema },
  "llm.loadState": { args: z.tuple([]), result: ModelLoadStateSchema },
  "models.cancelDownload": { args: z.tuple([z.string().min(1)]), result: z.boolean() },
  "pipeline.strategies": { args: z.tuple([]), result: z.array(StrategyInfoSchema) },
  "pipeline.startRun": { args: z.tuple([GenerateRequestSchema]), result: StartedRunSchema },
  "pipeline.resumeRun": { args: z.tuple([id]), result: z.void() },
  "pipeline.runPapers": { args: z.tuple([id]), result: z.array(RunPaperProgressSchema) },
  "pipeline.exportPreview": { args: z.tuple([ExportPreviewRequestSchema]), result: ExportPreviewSchema },
  "pipeline.exportContent": { args: z.tuple([ExportPreviewRequestSchema.omit({ limit: true })]), result: ExportContentSchema },
  "review.query": { args: z.tuple([QaPageRequestSchema]), result: QaPageSchema },
  "review.ids": { args: z.tuple([QaQuerySchema.optional()]), result: z.array(z.number().int()) },
  "review.get": { args: z.tuple([id]), result: QaDetailSchema },
  "review.annotate": { args: z.tuple([id, ReviewPatchSchema]), result: ReviewChangeSchema },
  "review.bulkDecide": { args: z.tuple([z.array(id).min(1).max(100_000), ReviewDecisionSchema]), result: z.array(ReviewChangeSchema) },
  "review.restore": { args: z.tuple([z.array(z.strictObject({ id, state: ReviewStateSchema })).min(1)]), result: z.void() },
  "review.counts": { args: z.tuple([QaQuerySchema.optional()]), result: ReviewCountsSchema },
  "review.total": { args: z.tuple([QaQuerySchema.optional()]), result: z.number().int() },
  "review.facets": { args: z.tuple([]), result: ReviewFacetsSchema },
  "review.reviewers": { args: z.tuple([]), result: z.array(ReviewerSummarySchema) },
  "review.renameReviewer": { args: z.tuple([ReviewerNameSchema]), result: RenameReviewerResultSchema },
  "review.agreement": { args: z.tuple([QaQuerySchema.optional()]), result: ReviewAgreementSchema },
  "report.build": { args: z.tuple([QaQuerySchema.optional()]), result: DatasetReportSchema },
  "report.forRun": { args: z.tuple([id, RunReportOptionsSchema.optional()]), result: DatasetReportSchema },
  "settings.get": { args: z.tuple([]), result: AppSettingsSchema },
  "settings.update": { args: z.tuple([AppSettingsPatchSchema]), result: AppSettingsSchema },
  "desktop.pickPdfs": { args: z.tuple([]), result: z.array(z.string()) },
  "desktop.pickZoteroExport": { args: z.tuple([]), result: z.string().nullable() },
  "desktop.pickFolder": { args: z.tuple([]), result: z.string().nullable() },
  "desktop.pickModelFile": { args: z.tuple([]), result: z.string().nullable() },
  "desktop.pickSavePath": { args: z.tuple([SaveDialogRequestSchema]), result: z.string().nullable() },
  "desktop.showInFolder": { args: z.tuple([pathArg("reveal")]), result: z.void() },
  "desktop.saveApiKey": { args: z.tuple([SaveApiKeyRequestSchema]), result: z.void() },
  "desktop.hasApiKey": { args: z.tuple([ApiKeyForServersSchema]), result: z.boolean() },
  "pipeline.pause": { args: z.tuple([z.number().int().positive()]), result: z.void() },
  "pipeline.cancel": { args: z.tuple([z.number().int().positive()]), result: z.void() },
  "pipeline.listRuns": { args: z.tuple([]), result: z.array(RunSummarySchema) },
  "pipeline.getRun": { args: z.tuple([z.number().int().positive()]), result: RunSummarySchema },
  "pipeline.failedItems": { args: z.tuple([z.number().int().positive()]), result: z.array(FailedItemSchema) },
  "pipeline.retryFailed": { args: z.tuple([z.number().int().positive()]), result: z.number().int() },
  "pipeline.paperGraph": { args: z.tuple([z.number().int().positive(), z.number().int().positive().optional()]), result: PaperGraphViewSchema.nullable() },
  "pipeline.paperSynthesis": { args: z.tuple([z.number().int().positive(), z.number().int().positive().optional()]), result: PaperSynthesisViewSchema.nullable() },
  "pipeline.keyQas": { args: z.tuple([z.number().int().positive(), KeyQaRequestSchema.optional()]), result: z.array(KeyQaViewSchema) },
  "pipeline.exportDataset": { args: z.tuple([ExportRequestSchema]), result: ExportResultSchema },
  "pipeline.countExport": { args: z.tuple([QaQuerySchema.optional()]), result: z.number().int() },
  "pipeline.checkRun": { args: z.tuple([GenerateRequestSchema]), result: RunCheckSchema },
  "pipeline.emptyItems": { args: z.tuple([id]), result: z.array(EmptyItemSchema) },
  "pipeline.evaluate": { args: z.tuple([EvaluateRequestSchema]), result: JudgeProgressSchema },
  "pipeline.evaluatePreview": { args: z.tuple([EvaluatePreviewRequestSchema]), result: EvaluatePreviewSchema },
  "pipeline.retryRun": { args: z.tuple([id, RetryChangesSchema.optional()]), result: RetryResultSchema },
  "ask.ask": { args: z.tuple([AskRequestSchema]), result: AskAnswerSchema },
  "ask.start": { args: z.tuple([AskRequestSchema]), result: AskStartedSchema },
  "ask.stop": { args: z.tuple([z.string().min(1).max(100)]), result: z.boolean() },
  "ask.retrieve": { args: z.tuple([AskRequestSchema]), result: RetrievalSchema },
  "ask.get": { args: z.tuple([id]), result: AskAnswerSchema },
  "ask.list": { args: z.tuple([AskListRequestSchema.optional()]), result: z.array(AskAnswerSummarySchema) },
  "ask.keep": { args: z.tuple([id]), result: KeptAnswerSchema },
  "pipeline.importQas": { args: z.tuple([ImportQasRequestSchema]), result: ImportQasResultSchema },
} as const;

export type MethodName = keyof typeof methods;
export type MethodArgs<M extends MethodName> = z.infer<(typeof methods)[M]["args"]>;
export type MethodResult<M extends MethodName> = z.infer<(typeof methods)[M]["result"]>;

export function isMethodName(name: unknown): name is MethodName {
  return typeof name === "string" && Object.hasOwn(methods, name);
}

/** The one IPC channel the preload forwards calls on. */
export const INVOKE_CHANNEL = "distillate:invoke";

/** The result of a call as it crosses a process boundary: a value or an ErrorInfo. */
export type CallOutcome<T> = { ok: true; value: T } | { ok: false; error: { name: string; message: string } };
