import { useRef, type KeyboardEvent, type PointerEvent, type RefObject } from "react";
import { DEFAULT_PDF_SHARE, MAX_PDF_SHARE, MIN_PDF_SHARE, shareAfterKey, shareAtPointer } from "./splitRatio.ts";

interface SplitDividerProps {
  /** The element both panes share, measured for the pointer's position. */
  split: RefObject<HTMLElement | null>;
  /** The PDF pane's share of the width. */
  share: number;
  onShare(share: number, width: number): void;
  /** The side panel the divider resizes. */
  controls: string;
}

/**
 * The bar between the side panel and the PDF pane: drag it, or focus it and use ← → (Home, End;
 * Enter or a double-click goes back to the usual split). Its value is the side panel's share,
 * as a window splitter's is the size of the pane it controls.
 */
export function SplitDivider({ split, share, onShare, controls }: SplitDividerProps) {
  const dragging = useRef(false);
  const width = () => split.current?.getBoundingClientRect().width ?? 0;
  const follow = (event: PointerEvent<HTMLDivElement>) => {
    const box = split.current?.getBoundingClientRect();
    if (box) onShare(shareAtPointer(event.clientX, box.left, box.width), box.width);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const next = shareAfterKey(share, event.key, width());
    if (next === null) return;
    event.preventDefault();
    onShare(next, width());
  };
  const panelPercent = Math.round((1 - share) * 100);
  return (
    <div
      className="split-divider"
      role="separator"
      aria-orientation="vertical"
      aria-controls={controls}
      aria-label="Resize the side panel and the page"
      aria-valuenow={panelPercent}
      aria-valuemin={Math.round((1 - MAX_PDF_SHARE) * 100)}
      aria-valuemax={Math.round((1 - MIN_PDF_SHARE) * 100)}
      aria-valuetext={`The page takes ${100 - panelPercent}% of the width`}
      title="Drag to resize; double-click for the usual split"
      tabIndex={0}
      data-testid="split-divider"
      onKeyDown={onKeyDown}
      onDoubleClick={() => onShare(DEFAULT_PDF_SHARE, width())}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        dragging.current = true;
        event.currentTarget.setPointerCapture(event.pointerId);
        event.preventDefault();
      }}
      onPointerMove={(event) => dragging.current && follow(event)}
      onPointerUp={(event) => {
        if (!dragging.current) return;
        dragging.current = false;
        event.currentTarget.releasePointerCapture(event.pointerId);
      }}
      onPointerCancel={() => (dragging.current = false)}
    />
  );
}
