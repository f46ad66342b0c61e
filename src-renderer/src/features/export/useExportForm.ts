import { useEffect, useMemo, useState } from "react";
import { isFolderFormat, takesBook, type ExportOptions } from "@contract/exportFormat.ts";
import { DEFAULT_EXPORT_PRESET } from "@contract/qaSelection.ts";
import { useRoute } from "../../app/router.ts";
import { useDebouncedValue } from "../../shared/useDebouncedValue.ts";
import { badMinJudge, buildExportQuery, defaultExportForm, reviewQueryFromParams, scoreLimitErrors, type ExportChoice, type ExportFormState } from "./exportFilters.ts";
import { defaultSplitForm, splitOptions, type SplitFormState } from "./exportSplit.ts";
import { useExport } from "./useExport.ts";
import { useExportSave } from "./useExportSave.ts";

/**
 * The export view's state: the form (which QAs, papers, score limits), how the format is
 * written (book, duplicates, splits), the query it makes with its debounced twin the preview
 * follows, where the export starts until the user chooses, and saving.
 * ?run=ID starts with that run; ?query=JSON (Review's "Export these") starts with Review's rows.
 */
export function useExportForm() {
  const route = useRoute();
  const reviewQuery = useMemo(() => reviewQueryFromParams(route.params), [route.params]);
  const [form, setForm] = useState<ExportFormState>(() => {
    const run = Number(route.params.get("run"));
    if (reviewQueryFromParams(route.params)) return { ...defaultExportForm, choice: "review" };
    return Number.isInteger(run) && run > 0 ? { ...defaultExportForm, runIds: [run] } : defaultExportForm;
  });
  // Arriving again from Review with another query while the view is open: show that one.
  const [shownReviewQuery, setShownReviewQuery] = useState(reviewQuery);
  if (reviewQuery !== shownReviewQuery && JSON.stringify(reviewQuery) !== JSON.stringify(shownReviewQuery)) {
    setShownReviewQuery(reviewQuery);
    if (reviewQuery) setForm((f) => ({ ...f, choice: "review" }));
  }
  const [choosePapers, setChoosePapers] = useState(false);
  // True once the user picked a preset; until then the start may fall back (see below).
  const [chosen, setChosen] = useState(false);

  const query = useMemo(() => buildExportQuery({ ...form, paperIds: choosePapers ? form.paperIds : [] }, reviewQuery), [form, choosePapers, reviewQuery]);
  // The preview follows the form after a short pause, so typing a score does not fire a query per key.
  const settledKey = useDebouncedValue(JSON.stringify(query), 250);
  const settled = useMemo(() => JSON.parse(settledKey) as typeof query, [settledKey]);
  // How the format is written (open or closed book, duplicates), apart from which QAs go in.
  const [book, setBook] = useState<NonNullable<ExportOptions["book"]>>("open");
  const [keepDuplicates, setKeepDuplicates] = useState(false);
  const [splitForm, setSplitForm] = useState<SplitFormState>(defaultSplitForm);
  const splitsWritten = isFolderFormat(form.format);
  const split = splitsWritten ? splitOptions(splitForm) : undefined;
  const splitKey = JSON.stringify(split);
  const options = useMemo<ExportOptions>(
    () => ({
      ...(takesBook(form.format) ? { book } : {}),
      ...(keepDuplicates && { keepDuplicates }),
      ...(splitKey !== undefined && { split: JSON.parse(splitKey) as ExportOptions["split"] }),
    }),
    [form.format, book, keepDuplicates, splitKey],
  );
  const exported = useExport(form.format, settled, options);
  const saving = useExportSave(exported.save, query, [settledKey, form.format, options]);

  // Until the user chooses, the export starts where contract/exportDefaultSelection.ts says: the
  // default preset, or what the filters accepted while nobody has kept a QA, said on screen.
  const start = exported.startingPreset;
  const fellBack = !chosen && start !== undefined && start !== DEFAULT_EXPORT_PRESET && form.choice === start;
  useEffect(() => {
    if (!chosen && start !== undefined && start !== DEFAULT_EXPORT_PRESET && form.choice === DEFAULT_EXPORT_PRESET) setForm((f) => ({ ...f, choice: start }));
  }, [chosen, start, form.choice]);

  const set = <K extends keyof ExportFormState>(key: K, value: ExportFormState[K]) => setForm({ ...form, [key]: value });
  const choose = (choice: ExportChoice) => {
    setChosen(true);
    set("choice", choice);
  };
  const limitErrors = scoreLimitErrors(form);
  const badJudge = badMinJudge(form);
  return {
    form,
    set,
    choose,
    /** The judge preset's score box: typing in it chooses "judge". */
    setMinJudge: (minJudge: string) => setForm({ ...form, choice: "judge", minJudge }),
    markChosen: () => setChosen(true),
    reviewQuery,
    fromReview: form.choice === "review",
    fellBack,
    choosePapers,
    setChoosePapers,
    limitErrors,
    badJudge,
    writing: { book, setBook, keepDuplicates, setKeepDuplicates, splitForm, setSplitForm, splitsWritten },
    exported,
    /** The preview is behind the form: still debouncing or loading. */
    stale: settledKey !== JSON.stringify(query) || exported.preview.loading,
    /** Why the save button is off, apart from the count. */
    blocked: Object.keys(limitErrors).length > 0 || badJudge || (splitsWritten && !split),
    saving,
  };
}
