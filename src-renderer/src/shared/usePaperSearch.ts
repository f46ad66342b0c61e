import { client } from "../client/index.ts";
import { useAppEvent } from "./useAppEvent.ts";
import { useAsync } from "./useAsync.ts";

/** The library's papers matching `search`, by title, searched in SQL (large libraries stay quick); fresh after imports. */
export function usePaperSearch(search: string) {
  const list = useAsync(() => client.call("library.browse", { search: search.trim() || undefined, sort: "title", order: "asc" }), [search]);
  useAppEvent("library.changed", list.reload);
  return list;
}
