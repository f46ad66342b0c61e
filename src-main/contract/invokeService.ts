import { checkCallSize } from "./callLimits.ts";
import { toErrorInfo } from "./errors.ts";
import { methods, type CallOutcome } from "./methods.ts";
import { markedPaths, type MarkedPath } from "./pathArgs.ts";
import { currentMethodName } from "./renamedMethods.ts";
import type { DistillateServices } from "./services.ts";

/** How many of a refused call's problems its error lists; the rest are counted. */
const MAX_ISSUES_SHOWN = 10;

/** Thrown (and sent back as {name, message}) when a call names no method or has bad arguments. */
export class InvalidCallError extends Error {
  override readonly name = "InvalidCallError";
}

/** A method of a service this transport does not have (native dialogs outside the desktop app). */
export class UnavailableHereError extends Error {
  override readonly name = "UnavailableHereError";
  constructor(method: string) {
    super(`${method} is only available in the desktop app.`);
  }
}

export interface InvokeOptions {
  /**
   * The transport's rule for the paths a call names (every argument marked with pathArg): an
   * error to refuse the call with, or null to let it through. It sees the validated arguments,
   * so a path cannot hide in a shape the check does not know. Defaults to allowing every path.
   */
  checkPath?: (path: MarkedPath) => Error | null;
}

/**
 * The one dispatcher every transport uses: checks the method exists, validates the arguments
 * with the contract's schema, applies the transport's path rule, calls the service and wraps
 * the outcome. Errors never escape as exceptions, so no transport can leak a stack trace or
 * crash on a bad call. A wire name of the previous release (renamedMethods.ts) calls the method it
 * became.
 */
export async function invokeService(services: DistillateServices, called: unknown, args: unknown, options: InvokeOptions = {}): Promise<CallOutcome<unknown>> {
  try {
    const method = currentMethodName(called);
    if (!method) throw new InvalidCallError(`There is no method called ${JSON.stringify(called).slice(0, 200)}.`);
    // Sizes first: the schema would otherwise look at every one of millions of items.
    checkCallSize(method, args ?? []);
    const parsed = methods[method].args.safeParse(args ?? []);
    if (!parsed.success) {
      const issues = parsed.error.issues;
      const shown = issues.slice(0, MAX_ISSUES_SHOWN).map((i) => `${i.path.join(".") || "args"} ${i.message}`);
      if (issues.length > MAX_ISSUES_SHOWN) shown.push(`and ${issues.length - MAX_ISSUES_SHOWN} more`);
      throw new InvalidCallError(`Invalid arguments for ${method}: ${shown.join("; ")}`);
    }
    if (options.checkPath) {
      for (const marked of markedPaths(methods[method].args, parsed.data)) {
        const refusal = options.checkPath(marked);
        if (refusal) throw refusal;
      }
    }
    const [serviceName, methodName] = method.split(".") as [keyof DistillateServices, string];
    const service = services[serviceName] as unknown as Record<string, (...a: unknown[]) => Promise<unknown>> | undefined;
    if (!service) throw new UnavailableHereError(method);
    const value = await service[methodName]!(...(parsed.data as unknown[]));
    return { ok: true, value };
  } catch (error) {
    return { ok: false, error: toErrorInfo(error) };
  }
}
