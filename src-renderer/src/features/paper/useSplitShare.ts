import { useCallback, useState } from "react";
import { clampShare, loadShare, saveShare } from "./splitRatio.ts";

/** The PDF pane's share of the paper view's width, remembered in this window's storage. */
export function useSplitShare() {
  const [share, setShareState] = useState(loadShare);
  const setShare = useCallback((next: number, width?: number) => {
    const clamped = clampShare(next, width);
    setShareState(clamped);
    saveShare(clamped);
  }, []);
  return { share, setShare };
}
