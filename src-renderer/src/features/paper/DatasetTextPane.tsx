import type { ReactNode } from "react";
import type { PaperReading } from "@contract/paperDetail.ts";
import type { CharRange } from "./evidence.ts";
import { ReadingText, type TextTarget } from "./ReadingText.tsx";

interface DatasetTextPaneProps {
  reading: PaperReading;
  marks: Map<number, CharRange[]>;
  target: TextTarget | null;
  /** Shown first in the pane's bar (the button that brings the side panel back). Defaults to none. */
  toolbarStart?: ReactNode;
}

/** Where a paper's PDF page would be: a dataset's text has no PDF, so its text, the selected QA's evidence marked. */
export function DatasetTextPane({ reading, marks, target, toolbarStart }: DatasetTextPaneProps) {
  return (
    <>
      {toolbarStart && <div className="pane-toolbar">{toolbarStart}</div>}
      <div className="pane-scroll paper-text dataset-text-pane">
        <ReadingText reading={reading} marks={marks} target={target} visible />
      </div>
    </>
  );
}
