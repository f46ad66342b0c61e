import { z } from "zod";
import { ExportFilterSchema } from "./exportRecord.ts";
import { ExportRequestSchema, ExportResultSchema, FailedItemSchema, KeyQaRequestSchema, KeyQaViewSchema, RunSummarySchema } from "./pipeline.ts";
import { DbInfoSchema } from "./library.ts";
import { GenerateTestRequestSchema, GenerateTestResultSchema, RuntimeInfoSchema } from "./llm.ts";
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
import { ImportOptionsSchema, ImportResultSchema, PaperDetailSchema, PaperSummarySchema } from "./papers.ts";
import { DoctorReportSchema } from "./system.ts";

/**
 * Every method a transport may call, by "service.method", with the schema of its arguments
 * and of its result. The Electron bridge and the HTTP server validate each call's arguments
 * against `args` before it reaches the core, and the renderer's client is typed from this table.
 */
export const methods = {
  "system.doctor": { args: z.tuple([]), result: DoctorReportSchema },
  "library.dbInfo": { args: z.tuple([]), result: DbInfoSchema },
  "library.importPapers": {
    args: z.tuple([z.array(z.string().min(1)).min(1), ImportOptionsSchema.optional()]),
    result: z.array(ImportResultSchema),
  },
  "library.listPapers": { args: z.tuple([]), result: z.array(PaperSummarySchema) },
  "library.getPaper": { args: z.tuple([z.number().int().positive()]), result: PaperDetailSchema },
  "llm.runtimeInfo": { args: z.tuple([]), result: RuntimeInfoSchema },
  "llm.generateTest": { args: z.tuple([GenerateTestRequestSchema]), result: GenerateTestResultSchema },
  "models.list": { args: z.tuple([]), result: z.array(ModelInfoSchema) },
  "models.add": { args: z.tuple([z.string().min(1), AddModelOptionsSchema.optional()]), result: AddModelResultSchema },
  "models.remove": { args: z.tuple([z.number().int().positive(), RemoveModelOptionsSchema.optional()]), result: RemoveModelResultSchema },
  "models.info": { args: z.tuple([z.union([z.number().int().positive(), z.string().min(1)])]), result: ModelDetailsSchema },
  "models.catalog": { args: z.tuple([]), result: z.array(CatalogEntrySchema) },
  "models.download": { args: z.tuple([z.string().min(1), DownloadModelOptionsSchema.optional()]), result: DownloadModelResultSchema },
  "pipeline.pause": { args: z.tuple([z.number().int().positive()]), result: z.void() },
  "pipeline.cancel": { args: z.tuple([z.number().int().positive()]), result: z.void() },
  "pipeline.listRuns": { args: z.tuple([]), result: z.array(RunSummarySchema) },
  "pipeline.getRun": { args: z.tuple([z.number().int().positive()]), result: RunSummarySchema },
  "pipeline.failedItems": { args: z.tuple([z.number().int().positive()]), result: z.array(FailedItemSchema) },
  "pipeline.retryFailed": { args: z.tuple([z.number().int().positive()]), result: z.number().int() },
  "pipeline.keyQas": { args: z.tuple([z.number().int().positive(), KeyQaRequestSchema.optional()]), result: z.array(KeyQaViewSchema) },
  "pipeline.exportDataset": { args: z.tuple([ExportRequestSchema]), result: ExportResultSchema },
  "pipeline.countExport": { args: z.tuple([ExportFilterSchema.optional()]), result: z.number().int() },
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
