import { workerScriptUrl } from "../../files/workerScript.ts";

/**
 * Where the review worker's script is: reviewWorker.ts beside this file when running from the
 * sources, out/main/reviewWorker.js beside the bundle in the Electron build (its own `main` input
 * in electron.vite.config.ts), found as every worker's script is.
 */
export function reviewWorkerUrl(): URL {
  return workerScriptUrl("reviewWorker", import.meta.url, "The review worker");
}
