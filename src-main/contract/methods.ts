import { z } from "zod";
import { DbInfoSchema } from "./library.ts";
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
