import { useEffect, useRef } from "react";
import { formatCount } from "../../shared/format.ts";

/**
 * The end of the loaded rows: scrolling it into view loads the next page; the button does the
 * same for those who do not scroll (and says how far the list goes).
 */
export function MoreRows({ onVisible, shown, matching }: { onVisible(): void; shown: number; matching: number }) {
  const marker = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = marker.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    // Ahead of the bottom by a few rows, so the next page is usually there before it is needed.
    // The table scrolls inside its own box, so that box is the root the margin applies to.
    const root = element.closest(".paper-table-wrap");
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onVisible(), { root, rootMargin: "400px 0px" });
    observer.observe(element);
    return () => observer.disconnect();
  }, [onVisible, shown]);
  return (
    <div ref={marker} className="library-more">
      <button type="button" onClick={onVisible}>
        Show more papers
      </button>{" "}
      <span className="muted">
        {formatCount(shown, "paper")} of {formatCount(matching, "paper")} shown
      </span>
    </div>
  );
}
