import type { ReactNode } from "react";
import { ErrorAlert } from "../../shared/ErrorAlert.tsx";

interface SideTabPanelProps {
  /** The tab's key: the panel is `paper-panel-<tab>`, labelled by its tab `paper-tab-<tab>` (PaperSideTabs). */
  tab: string;
  /** The panel's heading, for screen readers (the tab shows its name). */
  heading: string;
  /** Classes besides `pane-scroll`. Defaults to none. */
  className?: string;
  hidden: boolean;
  /** What failed to load, shown under the heading with `errorPrefix`. Defaults to none. */
  error?: Error | null;
  errorPrefix?: string;
  children: ReactNode;
}

/** The frame every tab of the paper's side panel shares: the tab panel, its heading and its load error. */
export function SideTabPanel({ tab, heading, className, hidden, error, errorPrefix, children }: SideTabPanelProps) {
  return (
    <div className={className ? `pane-scroll ${className}` : "pane-scroll"} role="tabpanel" id={`paper-panel-${tab}`} aria-labelledby={`paper-tab-${tab}`} hidden={hidden}>
      <h2 className="sr-only">{heading}</h2>
      <ErrorAlert error={error} prefix={errorPrefix} />
      {children}
    </div>
  );
}
