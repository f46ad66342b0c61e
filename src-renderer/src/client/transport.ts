import type { CallOutcome, MethodName } from "@contract/methods.ts";
import type { AppEvent } from "@contract/events.ts";

// Below the client and the two transports that implement it: the client once re-exported them and
// they read this from it, so the three imported each other.

/** How calls reach the app: the Electron preload or the loopback HTTP server. */
export interface Transport {
  /** "desktop" inside Electron (native dialogs, file paths); "browser" over HTTP (uploads, downloads). */
  readonly kind: "desktop" | "browser";
  call(method: MethodName, args: unknown[]): Promise<CallOutcome<unknown>>;
  /** Receives the core's events; returns the function that stops listening. */
  subscribe(listener: (event: AppEvent) => void): () => void;
}
