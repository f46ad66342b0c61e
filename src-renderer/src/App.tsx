import { useEffect } from "react";
import { navigate, routeHref, useRoute, type ViewName } from "./app/router.ts";
import { useAppEvent } from "./shared/useAppEvent.ts";
import { useStoredTheme } from "./shared/useStoredTheme.ts";
import { lazyView } from "./app/lazyView.tsx";
import { ActivityIndicator } from "./features/activity/ActivityIndicator.tsx";
import { LibraryView } from "./features/library/LibraryView.tsx";

// The library is the first screen, so it is in the main bundle; every other view loads on first
// use (the paper view brings pdf.js), which keeps the first paint of the app quick.
const PaperView = lazyView(() => import("./features/paper/PaperView.tsx").then((m) => m.PaperView), "Opening the paper…");
const AskView = lazyView(() => import("./features/ask/AskView.tsx").then((m) => m.AskView));
const RunsView = lazyView(() => import("./features/runs/RunsView.tsx").then((m) => m.RunsView));
const ReviewView = lazyView(() => import("./features/review/ReviewView.tsx").then((m) => m.ReviewView));
const ReportView = lazyView(() => import("./features/report/ReportView.tsx").then((m) => m.ReportView));
const ExportView = lazyView(() => import("./features/export/ExportView.tsx").then((m) => m.ExportView));
const ModelsView = lazyView(() => import("./features/models/ModelsView.tsx").then((m) => m.ModelsView));
const SettingsView = lazyView(() => import("./features/settings/SettingsView.tsx").then((m) => m.SettingsView));

const LAZY_VIEWS: Partial<Record<ViewName, { preload(): Promise<unknown> }>> = {
  paper: PaperView,
  ask: AskView,
  runs: RunsView,
  review: ReviewView,
  report: ReportView,
  export: ExportView,
  models: ModelsView,
  settings: SettingsView,
};

/** Loads the code of the view an address opens, so the first paint needs no placeholder. */
export function preloadView(view: ViewName): Promise<unknown> {
  return LAZY_VIEWS[view]?.preload() ?? Promise.resolve();
}

const NAV: { view: ViewName; label: string }[] = [
  { view: "library", label: "Library" },
  { view: "ask", label: "Ask" },
  { view: "runs", label: "Runs" },
  { view: "review", label: "Review" },
  { view: "report", label: "Report" },
  { view: "export", label: "Export" },
  { view: "models", label: "Models" },
  { view: "settings", label: "Settings" },
];

const TITLES: Record<ViewName, string> = {
  library: "Library",
  paper: "Paper",
  ask: "Ask",
  runs: "Runs",
  review: "Review",
  report: "Report",
  export: "Export",
  models: "Models",
  settings: "Settings",
};

export function App() {
  const route = useRoute();
  useStoredTheme();
  // Menu commands of the desktop shell (File > Import PDFs..., View > Review...). Imports are
  // handed to the library view through the route, so they work from whichever view is open.
  useAppEvent("ui.command", (event) => {
    if (event.command === "navigate" && event.view) navigate(event.view);
    else if (event.command === "export") navigate("export");
    else if (event.command === "import-files" || event.command === "import-folder") navigate("library", null, { do: event.command });
  });
  useEffect(() => {
    document.title = `${TITLES[route.view]} · Distillate`;
  }, [route.view]);
  const current = route.view === "paper" ? "library" : route.view;
  return (
    <div className="app">
      <a className="skip-link" href="#main">Skip to content</a>
      <nav className="sidebar" aria-label="Views">
        <div className="brand">Distillate</div>
        <ul>
          {NAV.map((item) => (
            <li key={item.view}>
              <a href={routeHref(item.view)} aria-current={current === item.view ? "page" : undefined}>
                {item.label}
              </a>
            </li>
          ))}
        </ul>
        <ActivityIndicator />
      </nav>
      <main id="main" className="content" tabIndex={-1}>
        {route.view === "library" && <LibraryView />}
        {route.view === "paper" && <PaperView />}
        {route.view === "ask" && <AskView />}
        {route.view === "runs" && <RunsView />}
        {route.view === "review" && <ReviewView />}
        {route.view === "report" && <ReportView />}
        {route.view === "export" && <ExportView />}
        {route.view === "models" && <ModelsView />}
        {route.view === "settings" && <SettingsView />}
      </main>
    </div>
  );
}
