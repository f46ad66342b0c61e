import { INSTALLED_ENGINE_PROGRAM } from "@contract/ocrEngineNames.ts";
import type { OcrChoices } from "@contract/settings.ts";
import { ocrLanguageName } from "./ocrLanguageName.ts";
import type { SettingsDraft } from "./settingsForm.ts";
import { fasterReadingTrade } from "./fasterReadingTrade.ts";

/** Whether "faster reading" can be chosen on this computer, and what the choice means now. */
export interface OcrModelChoice {
  /** The box can be ticked (or, chosen earlier, unticked). */
  enabled: boolean;
  hint: string;
}

/**
 * The faster reading is offered only when the installed Tesseract reads pages (the automatic
 * engine found one) and has language data of its own for every language ticked: otherwise the
 * choice would change nothing, and the user should be told why rather than see it silently ignored.
 * A choice made earlier stays visible and can be unticked, with what happens to pages meanwhile.
 */
export function ocrModelChoice(draft: SettingsDraft, choices: OcrChoices | undefined): OcrModelChoice {
  const chosen = draft.ocrModel === "system";
  if (!draft.ocrEnabled) return { enabled: false, hint: "" };
  if (!choices) return { enabled: chosen, hint: `Offered when the installed ${INSTALLED_ENGINE_PROGRAM} has language data of its own for every language ticked.` };
  const languages = draft.ocrLanguages.split("+").filter(Boolean);
  const missing = languages.filter((code) => !choices.systemLanguages.includes(code));
  const why =
    draft.ocrEngine === "builtin"
      ? `it needs the installed ${INSTALLED_ENGINE_PROGRAM}, and the OCR engine is set to Built-in`
      : choices.installedEngine === null
        ? `no installed ${INSTALLED_ENGINE_PROGRAM} was found`
        : missing.length > 0
          ? `the installed ${INSTALLED_ENGINE_PROGRAM} has no language data of its own for ${missing.map(ocrLanguageName).join(" and ")}`
          : null;
  if (why === null) return { enabled: true, hint: `Reads with the language data installed with ${choices.installedEngine} instead of Distillate's own. ${fasterReadingTrade()}` };
  if (chosen) return { enabled: true, hint: `Not possible now: ${why}. Pages are read with Distillate's own language data, and each paper's notes say which read it.` };
  return { enabled: false, hint: `Not offered: ${why}.` };
}
