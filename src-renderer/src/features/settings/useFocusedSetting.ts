import { useEffect } from "react";
import { useRoute } from "../../app/router.ts";

/**
 * Lands on the setting a link names (#/settings?focus=ocrEnabled, from an import refused while
 * OCR was off): scrolled into view and focused, so the user does not hunt for it in a long
 * page. Called by the form, so the control is drawn when it runs; again when a link names another.
 */
export function useFocusedSetting(): void {
  const focus = useRoute().params.get("focus");
  useEffect(() => {
    if (!focus) return;
    const control = document.getElementById(`setting-${focus}`);
    control?.scrollIntoView({ block: "center" });
    control?.focus({ preventScroll: true });
  }, [focus]);
}
