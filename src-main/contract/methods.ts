import type { z } from "zod";
import type { Procedure } from "./procedures/defineProcedure.ts";
import { procedures, type Procedures } from "./procedures/index.ts";

type ServiceName = keyof Procedures & string;

/** "service.method" for every procedure a transport may call (those not marked inProcessOnly). */
export type MethodName = {
  [S in ServiceName]: { [M in keyof Procedures[S] & string]: Procedures[S][M] extends { inProcessOnly: true } ? never : `${S}.${M}` }[keyof Procedures[S] & string];
}[ServiceName];

type ProcedureNamed<N extends MethodName> = N extends `${infer S extends ServiceName}.${infer M}` ? (M extends keyof Procedures[S] ? Procedures[S][M] : never) : never;

/** The wire table's type: each method name with its procedure (its `args` and `result` schemas). */
export type MethodTable = { readonly [N in MethodName]: ProcedureNamed<N> };

function wireTable(): MethodTable {
  const table: Record<string, Procedure> = {};
  for (const [service, methodsOfService] of Object.entries(procedures)) {
    for (const [method, procedure] of Object.entries(methodsOfService as Record<string, Procedure>)) {
      if (!procedure.inProcessOnly) table[`${service}.${method}`] = procedure;
    }
  }
  return table as MethodTable;
}

/**
 * Every method a transport may call, by "service.method", with the schema of its arguments
 * and of its result, built from the procedure modules (./procedures/<service>/<method>.ts).
 * The Electron bridge and the HTTP server validate each call's arguments against `args` before
 * it reaches the core, and the renderer's client is typed from this table.
 */
export const methods: MethodTable = wireTable();

export type MethodArgs<M extends MethodName> = z.infer<(typeof methods)[M]["args"]>;
export type MethodResult<M extends MethodName> = z.infer<(typeof methods)[M]["result"]>;

export function isMethodName(name: unknown): name is MethodName {
  return typeof name === "string" && Object.hasOwn(methods, name);
}

/** The one IPC channel the preload forwards calls on. */
export const INVOKE_CHANNEL = "distillate:invoke";

/** The result of a call as it crosses a process boundary: a value or an ErrorInfo. */
export type CallOutcome<T> = { ok: true; value: T } | { ok: false; error: { name: string; message: string } };
