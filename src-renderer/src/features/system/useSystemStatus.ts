import { client } from "../../client/index.ts";
import { useAsync } from "../../shared/useAsync.ts";

/** The system check and the library's facts, for the System section. */
export function useSystemStatus() {
  return useAsync(() => Promise.all([client.call("system.doctor"), client.call("library.dbInfo")]), []);
}
