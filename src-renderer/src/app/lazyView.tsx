import { lazy, Suspense, useState, type ComponentType, type ReactNode } from "react";

export type LazyViewComponent = (() => ReactNode) & {
  /** Starts loading the view's code; resolves once it can render without a placeholder. */
  preload(): Promise<unknown>;
};

/**
 * A view whose code loads on first use, with a quiet placeholder meanwhile. Once the code is
 * here the view renders directly, without Suspense: React holds back the reveal of suspended
 * content for up to 300 ms, which the first paint of a view opened by its address would pay.
 */
export function lazyView(load: () => Promise<ComponentType>, placeholder = "Loading…"): LazyViewComponent {
  let loaded: ComponentType | null = null;
  let pending: Promise<ComponentType> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null; // a failed chunk load (app updated meanwhile) may be retried
        throw error;
      },
    ));
  const Chunk = lazy(() => preload().then((component) => ({ default: component })));
  function LazyView() {
    // Chosen once per mount, so a view never switches from one tree to the other and loses state.
    const [ready] = useState(() => loaded);
    if (ready) {
      const View = ready;
      return <View />;
    }
    return (
      <Suspense fallback={<p className="muted" aria-busy="true">{placeholder}</p>}>
        <Chunk />
      </Suspense>
    );
  }
  return Object.assign(LazyView, { preload });
}
