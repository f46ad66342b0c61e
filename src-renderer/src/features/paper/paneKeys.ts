import type { KeyboardEvent } from "react";

// The PDF pane's keys, as commands, so the pane only carries them out.

export type PaneCommand = "zoom-in" | "zoom-out" | "fit" | "find";

/** Ctrl/Cmd with + − 0 F anywhere in the pane: zoom in, out, fit the width, find. */
export function paneCommand(event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey">): PaneCommand | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  if (event.key === "+" || event.key === "=") return "zoom-in";
  if (event.key === "-" || event.key === "_") return "zoom-out";
  if (event.key === "0") return "fit";
  if (event.key.toLowerCase() === "f") return "find";
  return null;
}

/**
 * ← → on the page column turn pages (1 or −1), unless the page is wider than the pane
 * (`sideways`), where they scroll sideways as usual; 0 for any other key.
 */
export function pageTurn(event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey">, sideways: boolean): 1 | -1 | 0 {
  if (event.ctrlKey || event.metaKey || event.altKey || sideways) return 0;
  if (event.key === "ArrowRight") return 1;
  if (event.key === "ArrowLeft") return -1;
  return 0;
}
