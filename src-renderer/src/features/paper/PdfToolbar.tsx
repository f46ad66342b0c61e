import type { ReactNode } from "react";

interface PdfToolbarProps {
  /** Buttons shown first (the side panel's toggle). */
  start?: ReactNode;
  thumbsOpen: boolean;
  onThumbs(open: boolean): void;
  current: number;
  pageCount: number;
  onGo(page: number): void;
  /** CSS pixels per PDF unit, shown as a percentage. */
  scale: number;
  /** The pages are fitted to the pane's width. */
  fitted: boolean;
  onZoom(direction: 1 | -1 | "fit"): void;
  searchOpen: boolean;
  onSearch(): void;
}

/** The PDF pane's toolbar: thumbnails, the page being read and turning pages, zoom, find. */
export function PdfToolbar({ start, thumbsOpen, onThumbs, current, pageCount, onGo, scale, fitted, onZoom, searchOpen, onSearch }: PdfToolbarProps) {
  return (
    <div className="pane-toolbar" role="toolbar" aria-label="Page">
      {start}
      <button type="button" onClick={() => onThumbs(!thumbsOpen)} aria-pressed={thumbsOpen} aria-controls={thumbsOpen ? "pdf-thumbs" : undefined} title={thumbsOpen ? "Hide the page thumbnails" : "Show the page thumbnails"}>
        Pages
      </button>
      {/* Each group stays on one row when a narrow pane wraps the toolbar: "−" apart from "45% +" reads as two controls. */}
      <span className="toolbar-group" role="group" aria-label="Turn pages">
        <button type="button" onClick={() => onGo(current - 1)} disabled={current <= 1} aria-label="Previous page" title="Previous page">
          ‹
        </button>
        <label className="page-input">
          <span className="sr-only">Page number</span>
          <input
            type="number"
            min={1}
            max={pageCount}
            value={current}
            onChange={(e) => {
              const value = Number(e.target.value);
              if (Number.isInteger(value) && value >= 1) onGo(value);
            }}
          />
        </label>
        <span className="muted">of {pageCount}</span>
        <button type="button" onClick={() => onGo(current + 1)} disabled={current >= pageCount} aria-label="Next page" title="Next page">
          ›
        </button>
      </span>
      <span className="toolbar-gap" />
      <span className="toolbar-group" role="group" aria-label="Zoom">
        <button type="button" onClick={() => onZoom(-1)} aria-label="Zoom out" title="Zoom out (Ctrl −)">
          −
        </button>
        <span className="zoom-value" aria-live="polite" data-testid="zoom-value">
          {Math.round(scale * 100)}%
        </span>
        <button type="button" onClick={() => onZoom(1)} aria-label="Zoom in" title="Zoom in (Ctrl +)">
          +
        </button>
      </span>
      <button type="button" onClick={() => onZoom("fit")} aria-pressed={fitted} title="Fit the page to the pane's width (Ctrl 0)">
        Fit width
      </button>
      <button type="button" onClick={onSearch} aria-pressed={searchOpen} aria-label="Find in this paper" title="Find in this paper (Ctrl F)">
        Find
      </button>
    </div>
  );
}
