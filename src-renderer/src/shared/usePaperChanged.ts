import { concernsPaper } from "@contract/events.ts";
import { useAppEvent } from "./useAppEvent.ts";

/**
 * Calls `handler` when "library.changed" may concern this one paper: it is named, or no paper is.
 * An import of many papers names each as it is stored, so a paper open meanwhile (a long table
 * and all) is not asked again once per imported paper.
 */
export function usePaperChanged(paperId: number, handler: () => void): void {
  useAppEvent("library.changed", (event) => {
    if (concernsPaper(event, paperId)) handler();
  });
}
