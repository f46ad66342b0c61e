import type { PaperReading } from "@contract/paperDetail.ts";
import { ErrorAlert } from "../../shared/ErrorAlert.tsx";
import type { CharRange } from "./evidence.ts";
import { ReadingText, type TextTarget } from "./ReadingText.tsx";
import { SideTabPanel } from "./SideTabPanel.tsx";

interface TextTabPanelProps {
  reading: { data: PaperReading | undefined; error: Error | null };
  /** The selected QA's evidence, by passage; `hasSelection` says whether a QA is selected at all. */
  marks: Map<number, CharRange[]>;
  hasSelection: boolean;
  target: TextTarget | null;
  hidden: boolean;
  visible: boolean;
}

/** The side panel's "Text" tab: the extracted text, the selected QA's evidence marked in it. */
export function TextTabPanel({ reading, marks, hasSelection, target, hidden, visible }: TextTabPanelProps) {
  return (
    <SideTabPanel tab="text" heading="Extracted text" className="paper-text" hidden={hidden}>
      {/* This tab's load error stands under its evidence hint, so it is drawn here, not by the frame. */}
      {hasSelection && (
        <p className="muted pane-hint" aria-live="polite">
          {marks.size > 0 ? "The selected QA's evidence is marked." : "The selected QA's evidence was not found in the text."}
        </p>
      )}
      <ErrorAlert error={reading.error} prefix="The text could not be loaded." />
      {reading.data ? <ReadingText reading={reading.data} marks={marks} target={target} visible={visible} /> : !reading.error && <p className="muted">Loading the text…</p>}
    </SideTabPanel>
  );
}
