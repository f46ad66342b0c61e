import type { OcrNotes } from "@contract/readingNotes.ts";
import { overlayLegend } from "./ocrOverlay.ts";

interface OcrOverlayBarProps {
  ocr: OcrNotes;
  on: boolean;
  onChange(on: boolean): void;
  error: Error | null;
  /** The paper was imported before the words OCR read were kept. */
  notKept: boolean;
}

/** Above the pages of a scanned paper: the switch for the text OCR read, and what its marks mean. */
export function OcrOverlayBar({ ocr, on, onChange, error, notKept }: OcrOverlayBarProps) {
  const legend = overlayLegend(ocr);
  return (
    <div className="ocr-overlay-bar" role="group" aria-label="Text read by OCR">
      <label>
        <input type="checkbox" checked={on} onChange={(event) => onChange(event.target.checked)} /> Show text read by OCR
      </label>
      {on && (
        <p className="ocr-legend" data-testid="ocr-legend">
          <span className="ocr-legend-sample" aria-hidden="true">
            word
          </span>{" "}
          {legend.mark}
          {legend.mean && <> {legend.mean}</>}
          {legend.engine && <> {legend.engine}</>}
        </p>
      )}
      {notKept && <p className="muted">The words OCR read were not kept when this paper was added: remove it and add it again to see them here.</p>}
      {on && error && <p className="error">The text OCR read could not be shown: {error.message}</p>}
    </div>
  );
}
