import { workerScriptUrl } from "../../files/workerScript.ts";

/**
 * Where the parse worker's script is. From the sources, Node runs parseWorker.ts directly (type
 * stripping); in the Electron build, electron-vite emits it as out/main/parseWorker.js next to
 * the bundle that contains this module (a second `main` input in electron.vite.config.ts).
 */
export function defaultWorkerUrl(): URL {
  return workerScriptUrl("parseWorker", import.meta.url, "The PDF parse worker");
}
