import { invokeService } from "../../src-main/contract/invokeService.ts";
import type { DistillateServices } from "../../src-main/contract/services.ts";

/**
 * Calls a service method by its name through the dispatcher every transport uses (its input
 * checked by the contract), as the bridge, the server and the CLI do; a failed call throws an
 * error of the outcome's name and message, as the renderer's client does.
 */
export async function callService<T>(services: DistillateServices, method: string, args: unknown[]): Promise<T> {
  const outcome = await invokeService(services, method, args);
  if (!outcome.ok) throw Object.assign(new Error(outcome.error.message), { name: outcome.error.name });
  return outcome.value as T;
}
