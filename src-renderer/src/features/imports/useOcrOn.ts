import { client } from "../../client/index.ts";
import { useAppEvent } from "../../shared/useAppEvent.ts";
import { useAsync } from "../../shared/useAsync.ts";

/**
 * Whether OCR is on now, kept fresh by "settings.changed": a scan refused while it was off must
 * not go on saying "turn on OCR" once the user has, in this window or another.
 */
export function useOcrOn(): boolean {
  const settings = useAsync(() => client.call("settings.get"), []);
  useAppEvent("settings.changed", settings.reload);
  return settings.data?.ocr.enabled === true;
}
