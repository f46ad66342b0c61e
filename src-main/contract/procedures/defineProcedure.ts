import type { z } from "zod";

/** Type-only key: the parameters a procedure's service method takes in process. */
declare const paramsKey: unique symbol;

/**
 * One procedure of a service: the schema of its argument list (a tuple) and of its result. Its
 * doc is the JSDoc on the exported constant, which the derived service method shows on hover.
 */
export interface Procedure<Args extends z.ZodTuple = z.ZodTuple, Result extends z.ZodType = z.ZodType, Params extends readonly unknown[] = z.infer<Args>> {
  readonly args: Args;
  readonly result: Result;
  /**
   * What the call does, in the words a failure message on screen uses ("Could not <action>: ..."),
   * so no method name ever reaches a user.
   */
  readonly action: string;
  /**
   * True for a method only callers in the same process have (it waits for a whole run and takes
   * hooks no transport can carry): it is part of its service but not of the wire table.
   * Defaults to false.
   */
  readonly inProcessOnly: boolean;
  /** Never set: carries the parameters of the service method, which `withParams` may widen with in-process hooks. */
  readonly [paramsKey]?: Params;
}

export interface ProcedureDefinition<Args extends z.ZodTuple, Result extends z.ZodType, InProcessOnly extends boolean> extends Procedure<Args, Result> {
  readonly inProcessOnly: InProcessOnly;
  /**
   * Gives the service method parameters of its own: the wire arguments with names, plus what only
   * a caller in the same process can pass (progress callbacks, an AbortSignal). The wire
   * arguments must still fit them, or this does not compile.
   */
  withParams<Params extends readonly unknown[]>(
    ...fits: z.infer<Args> extends Params ? [] : [error: "the validated wire arguments do not fit these parameters"]
  ): Procedure<Args, Result, Params> & { readonly inProcessOnly: InProcessOnly };
}

/** Declares a procedure; see ../README.md for how a new one is added. */
export function defineProcedure<Args extends z.ZodTuple, Result extends z.ZodType, const InProcessOnly extends boolean = false>(definition: {
  args: Args;
  result: Result;
  action: string;
  inProcessOnly?: InProcessOnly;
}): ProcedureDefinition<Args, Result, InProcessOnly> {
  return {
    args: definition.args,
    result: definition.result,
    action: definition.action,
    inProcessOnly: (definition.inProcessOnly ?? false) as InProcessOnly,
    withParams() {
      return this as never;
    },
  };
}

/** The service method a procedure declares: its parameters, resolving to its result. */
export type MethodOf<P> = P extends Procedure<z.ZodTuple, infer Result, infer Params extends readonly unknown[]> ? (...params: Params) => Promise<z.infer<Result>> : never;

/** A service interface derived from the module that collects its procedures. */
export type ServiceOf<Procedures> = { [Name in keyof Procedures]: MethodOf<Procedures[Name]> };
