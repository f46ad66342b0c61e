import { client } from "../../client/index.ts";
import { useAppEvent } from "../../shared/useAppEvent.ts";
import { useAsync } from "../../shared/useAsync.ts";

/** The paper's latest synthesis conditions (null when no RetChemQA run extracted them), kept fresh as runs finish. */
export function usePaperSynthesis(paperId: number) {
  const synthesis = useAsync(() => client.call("library.paperSynthesis", paperId), [paperId]);
  useAppEvent("runs.changed", () => synthesis.reload());
  return synthesis;
}
