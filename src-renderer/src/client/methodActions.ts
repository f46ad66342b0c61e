import { isMethodName, methods } from "@contract/methods.ts";

/**
 * "save your review decision" for review.annotate: what a call does, in the words a failure
 * message uses ("Could not save your review decision: ..."), so no method name ever reaches the
 * screen. Each procedure declares its words beside its schemas (src-main/contract/procedures/);
 * a neutral phrase for a name the contract does not have.
 */
export function actionOf(method: string): string {
  return isMethodName(method) ? methods[method].action : "finish that request";
}
