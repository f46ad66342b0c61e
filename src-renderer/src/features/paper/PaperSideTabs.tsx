import type { KeyboardEvent, ReactNode } from "react";
import type { LibraryEntryKind } from "@contract/datasets.ts";
import { PaperTabSchema } from "@contract/strategyInfo.ts";

/**
 * The side panel's tabs: the extracted text is one of them, so the page gets the width it needs.
 * The last are the tabs a method's runs fill (the contract's `PaperTabSchema`), in its order.
 */
export const PAPER_TABS = ["qas", "text", "outline", "tables", ...PaperTabSchema.options] as const;
export type SideTab = (typeof PAPER_TABS)[number];

/**
 * A text an imported dataset brought has no sections and no tables to list, and its words already
 * stand where a paper's page would: those tabs would only ever be empty or say it twice.
 */
export const tabsFor = (kind: LibraryEntryKind | undefined): readonly SideTab[] => (kind === "text" ? PAPER_TABS.filter((t) => t !== "text" && t !== "outline" && t !== "tables") : PAPER_TABS);

/** The side panel's tab list (← and → move between tabs) and the button that hides the panel. */
export function PaperSideTabs({ tabs, tab, onTab, labels, onHide }: { tabs: readonly SideTab[]; tab: SideTab; onTab(tab: SideTab): void; labels: Record<SideTab, ReactNode>; onHide(): void }) {
  const onTabKey = (event: KeyboardEvent) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    const next = tabs[(tabs.indexOf(tab) + (event.key === "ArrowRight" ? 1 : tabs.length - 1)) % tabs.length]!;
    onTab(next);
    document.getElementById(`paper-tab-${next}`)?.focus();
  };
  return (
    <div className="pane-tabs">
      <div className="pane-tab-list" role="tablist" aria-label="Side panel">
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`paper-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`paper-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => onTab(name)}
            onKeyDown={onTabKey}
          >
            {labels[name]}
          </button>
        ))}
      </div>
      <button
        type="button"
        className="panel-toggle panel-hide"
        onClick={onHide}
        aria-expanded={true}
        aria-controls="paper-side-panel"
        aria-label="Hide the side panel"
        title="Hide the key QAs, text and outline to give the page the whole width"
      >
        «
      </button>
    </div>
  );
}
