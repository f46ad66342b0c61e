import type { AppEvent } from "@contract/events.ts";
import type { CallOutcome } from "@contract/methods.ts";
import type { Transport } from "./transport.ts";
import { sharedSubscription } from "./sharedSubscription.ts";

/** What the desktop app's preload puts on `window.distillate` (src-main/shell/preload.ts). */
export interface DesktopBridge {
  invoke(method: string, args: unknown[]): Promise<CallOutcome<unknown>>;
  /** Returns the function that stops listening. */
  onEvent(listener: (event: AppEvent) => void): () => void;
  /** The file-system path of a dropped or picked File; "" for files that have none. */
  pathForFile(file: File): string;
}

declare global {
  interface Window {
    distillate?: DesktopBridge;
  }
}

/** The Electron bridge, when the page runs inside the desktop app. */
export function preloadTransport(): Transport | null {
  const bridge = window.distillate;
  if (!bridge) return null;
  return {
    kind: "desktop",
    call: (method, args) => bridge.invoke(method, args),
    // One IPC listener for the whole page, however many views listen.
    subscribe: sharedSubscription<AppEvent>((emit) => bridge.onEvent(emit)),
  };
}

/**
 * The path of a file dropped on the page, for importing it where it is. Only the desktop app
 * knows paths; in a browser (or for a file that is not on disk) this is null and the page
 * uploads the file's bytes instead.
 */
export function pathForFile(file: File): string | null {
  const path = window.distillate?.pathForFile(file);
  return path ? path : null;
}
