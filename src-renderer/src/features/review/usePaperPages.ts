import { client } from "../../client/index.ts";
import { useAsync } from "../../shared/useAsync.ts";

/** A paper's page sizes, for drawing its pages with a QA's evidence boxed on them. */
export function usePaperPages(paperId: number) {
  return useAsync(async () => (await client.call("library.reading", paperId)).pages, [paperId]);
}
