import { lazy, Suspense, type ComponentType } from "react";

/** A view whose code loads on first use, with a quiet placeholder meanwhile. */
export function lazyView(load: () => Promise<ComponentType>, placeholder = "Loading…"): ComponentType {
  const Chunk = lazy(() => load().then((component) => ({ default: component })));
  return function LazyView() {
    return (
      <Suspense fallback={<p className="muted" aria-busy="true">{placeholder}</p>}>
        <Chunk />
      </Suspense>
    );
  };
}
