import { useEffect, useRef } from "react";

/**
 * Returns a function that calls `callback` at most once per `intervalMs`: the first call runs
 * at once, calls during the interval collapse into one trailing call. For refetching on
 * frequent events (run progress) without flooding the app.
 */
export function useThrottledCallback(callback: () => void, intervalMs: number): () => void {
  const saved = useRef(callback);
  saved.current = callback;
  const state = useRef<{ last: number; timer: ReturnType<typeof setTimeout> | null }>({ last: 0, timer: null });
  useEffect(() => () => {
    if (state.current.timer) clearTimeout(state.current.timer);
  }, []);
  const trigger = useRef(() => {
    const s = state.current;
    if (s.timer) return;
    const wait = s.last + intervalMs - Date.now();
    if (wait <= 0) {
      s.last = Date.now();
      saved.current();
      return;
    }
    s.timer = setTimeout(() => {
      s.timer = null;
      s.last = Date.now();
      saved.current();
    }, wait);
  });
  return trigger.current;
}
