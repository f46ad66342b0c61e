import { INSTALLED_ENGINE_PROGRAM } from "@contract/ocrEngineNames.ts";
import { FieldNote } from "./FieldNote.tsx";
import { SettingField } from "./SettingField.tsx";
import { TypedSettingInput } from "./TypedSettingInput.tsx";
import { ocrLanguageName, ocrLanguagesHint } from "./ocrLanguageName.ts";
import { ocrEngineHint } from "./ocrEngineHint.ts";
import { ocrModelChoice } from "./ocrModelChoice.ts";
import { noteId } from "./settingsLabels.ts";
import type { SettingsDraft } from "./settingsForm.ts";
import type { useSettingsChoices } from "./useSettingsData.ts";
import type { SettingsFormState } from "./useSettingsForm.ts";

/** How imports read scanned papers: OCR on or off, the languages read, the worker threads. */
export function OcrSection({ form, choices }: { form: SettingsFormState; choices: ReturnType<typeof useSettingsChoices>["ocr"] }) {
  const { draft, change, status } = form;
  const chosen = draft.ocrLanguages.split("+").filter(Boolean);
  const installed = choices.data?.languages ?? [];
  // A language chosen earlier whose data has since been removed stays listed, so it can be unticked.
  const listed = [...installed, ...chosen.filter((code) => !installed.includes(code))];
  const toggle = (code: string, on: boolean) => change("ocrLanguages", (on ? [...chosen, code] : chosen.filter((c) => c !== code)).join("+"));
  const missing = chosen.filter((code) => choices.data && !installed.includes(code));
  const faster = ocrModelChoice(draft, choices.data);
  return (
    <section className="panel settings-section" aria-labelledby="settings-ocr">
      <h2 id="settings-ocr">Scanned papers (OCR)</h2>
      <p className="muted settings-intro">A page with no text in it (a scan, a photocopy) is read by recognising the letters in its picture, on this computer.</p>
      <div className="field-grid">
        <span className="field-label">Reading</span>
        <div>
          <label className="checkbox">
            <input id="setting-ocrEnabled" type="checkbox" checked={draft.ocrEnabled} onChange={(e) => change("ocrEnabled", e.target.checked)} aria-describedby={noteId("ocrEnabled")} />
            Read scanned pages by OCR when papers are added
          </label>
          <FieldNote name="ocrEnabled" status={status.ocrEnabled} hint={draft.ocrEnabled ? undefined : "Off: a scanned paper is refused when it is added."} withSave />
        </div>
        <span className="field-label" id="ocr-languages-label">
          Languages
        </span>
        <div>
          <div role="group" aria-labelledby="ocr-languages-label" aria-describedby={noteId("ocrLanguages")} className="checkbox-list">
            {listed.map((code) => (
              <label key={code} className="checkbox">
                <input type="checkbox" checked={chosen.includes(code)} disabled={!draft.ocrEnabled} onChange={(e) => toggle(code, e.target.checked)} />
                {ocrLanguageName(code)}
                {choices.data && !installed.includes(code) ? " (not installed)" : ""}
              </label>
            ))}
            {choices.error && <span className="field-error">The installed languages could not be listed: {choices.error.message}</span>}
          </div>
          <FieldNote
            name="ocrLanguages"
            status={status.ocrLanguages}
            hint={ocrLanguagesHint(missing, choices.data?.languages)}
            withSave
          />
        </div>
        <SettingField name="ocrEngine" label="OCR engine" status={status.ocrEngine} hint={ocrEngineHint(draft.ocrEngine, choices.data?.installedEngine, draft.ocrModel)}>
          <select id="setting-ocrEngine" value={draft.ocrEngine} disabled={!draft.ocrEnabled} onChange={(e) => change("ocrEngine", e.target.value as SettingsDraft["ocrEngine"])} aria-describedby={noteId("ocrEngine")}>
            <option value="automatic">Automatic</option>
            <option value="builtin">Built-in</option>
          </select>
        </SettingField>
        <span className="field-label">Faster reading</span>
        <div>
          <label className="checkbox">
            <input type="checkbox" checked={draft.ocrModel === "system"} disabled={!faster.enabled} onChange={(e) => change("ocrModel", e.target.checked ? "system" : "distillate")} aria-describedby={noteId("ocrModel")} />
            Read with the installed {INSTALLED_ENGINE_PROGRAM}&apos;s own language data
          </label>
          <FieldNote name="ocrModel" status={status.ocrModel} hint={faster.hint || undefined} withSave />
        </div>
        <SettingField name="ocrThreads" label="Threads" status={status.ocrThreads} hint="Papers read at once, each on its own thread. Takes effect the next time Distillate starts.">
          <TypedSettingInput form={form} name="ocrThreads" placeholder={choices.data ? `automatic (${choices.data.automaticThreads})` : "automatic"} />
        </SettingField>
      </div>
    </section>
  );
}
