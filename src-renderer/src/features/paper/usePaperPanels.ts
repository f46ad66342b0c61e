import { useRef, useState } from "react";
import type { LibraryEntryKind } from "@contract/datasets.ts";
import { useElementSize } from "../../shared/useElementSize.ts";
import { tabsFor, type SideTab } from "./PaperSideTabs.tsx";
import { clampShare, panelShare } from "./splitRatio.ts";
import { useSplitShare } from "./useSplitShare.ts";

/**
 * How a paper's screen is laid out: the side panel's tab, whether the edit form is in it, and the
 * share of the width it takes beside the page. `tableOpen` is whether a table is open on the
 * Tables tab (the panel is wider then); `onPanelOpen` shows or hides the panel.
 */
export function usePaperPanels(kind: LibraryEntryKind | undefined, tableOpened: boolean, onPanelOpen: (open: boolean) => void) {
  const { share: storedShare, setShare } = useSplitShare();
  const split = useRef<HTMLDivElement>(null);
  // What the window allows of the remembered share: a narrow window keeps the side panel usable.
  const splitWidth = useElementSize(split).width;
  const share = clampShare(storedShare, splitWidth);
  const [chosenTab, setTab] = useState<SideTab>("qas");
  const tabs = tabsFor(kind);
  const tab = tabs.includes(chosenTab) ? chosenTab : "qas";
  // "Edit details…" puts the form in the side panel (wider while it is there), beside the page it is checked against.
  const [editing, setEditing] = useState(false);
  // The page shows the boxes of what the side panel shows: a table's picked cells on the Tables tab, the selected QA's evidence elsewhere.
  const tableOpen = tab === "tables" && tableOpened;
  const sideShare = panelShare(share, editing ? "edit" : tableOpen ? "table" : "plain", splitWidth);
  const edit = (open: boolean) => {
    setEditing(open);
    if (open) onPanelOpen(true);
  };
  // Closing the panel gives the page the whole width; the button to bring it back sits where the
  // panel was. The focus follows the button that was pressed, so the keyboard is never lost.
  const togglePanel = (open: boolean) => {
    onPanelOpen(open);
    requestAnimationFrame(() => document.getElementById(open ? `paper-tab-${tab}` : "paper-panel-show")?.focus());
  };
  return { split, share, setShare, sideShare, tabs, tab, setTab, editing, edit, tableOpen, togglePanel };
}
