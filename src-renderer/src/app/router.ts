import { useSyncExternalStore } from "react";

// Hash routes (#/library, #/paper/12, #/review?qa=5...): they survive reloads, need no server
// routes, and leave the query string (?token=...) of the browser transport alone.

export type ViewName = "library" | "paper" | "ask" | "runs" | "review" | "report" | "export" | "models" | "settings";

export interface Route {
  view: ViewName;
  /** The path segment after the view, e.g. the paper id in #/paper/12. */
  id: string | null;
  params: URLSearchParams;
}

const VIEWS: ViewName[] = ["library", "paper", "ask", "runs", "review", "report", "export", "models", "settings"];

export function parseRoute(hash: string): Route {
  const [path = "", query = ""] = hash.replace(/^#\/?/, "").split("?");
  const [view, id] = path.split("/");
  return {
    view: VIEWS.includes(view as ViewName) ? (view as ViewName) : "library",
    id: id ? decodeURIComponent(id) : null,
    params: new URLSearchParams(query),
  };
}

export function routeHref(view: ViewName, id?: string | number | null, params?: Record<string, string>): string {
  const query = params ? new URLSearchParams(params).toString() : "";
  return `#/${view}${id !== undefined && id !== null ? `/${encodeURIComponent(String(id))}` : ""}${query ? `?${query}` : ""}`;
}

export function navigate(view: ViewName, id?: string | number | null, params?: Record<string, string>): void {
  window.location.hash = routeHref(view, id, params);
}

const subscribe = (onChange: () => void) => {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
};

export function useRoute(): Route {
  const hash = useSyncExternalStore(subscribe, () => window.location.hash);
  return parseRoute(hash);
}
