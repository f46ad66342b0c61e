import { INSTALLED_ENGINE_PROGRAM } from "@contract/ocrEngineNames.ts";
import type { SettingsDraft } from "./settingsForm.ts";

/**
 * What the OCR engine choice means on this computer: the installed engine found (named as the
 * paper view names it, ocrEngineNames.ts), that none was found, or, before the search answers,
 * what it would do.
 */
export function ocrEngineHint(engine: SettingsDraft["ocrEngine"], installed: string | null | undefined, model: SettingsDraft["ocrModel"] = "distillate"): string {
  // With "Faster reading" ticked the installed engine reads with its own data: saying "the same
  // language data" then would contradict the choice shown just below.
  const data = model === "system" ? "with its own language data (Faster reading, below)" : "with the same language data";
  if (engine === "builtin") return "Pages are read by the OCR engine built into Distillate.";
  if (installed === undefined) return `The installed ${INSTALLED_ENGINE_PROGRAM} reads pages when there is one: it takes less time a page, ${data}.`;
  return installed
    ? `Pages are read by the installed ${installed}, in less time a page than the built-in engine, ${data}.`
    : `No installed ${INSTALLED_ENGINE_PROGRAM} was found, so the built-in engine reads pages. Installing ${INSTALLED_ENGINE_PROGRAM} makes OCR take less time a page (see the documentation on scanned papers).`;
}
