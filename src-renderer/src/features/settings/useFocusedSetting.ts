import { useEffect } from "react";
import { useRoute } from "../../app/router.ts";

/**
 * Lands on the setting a link names (#/settings?focus=ocrEnabled, from an import refused while
 * OCR was off): scrolled into view and focused, so the user does not hunt for it in a long
 * page. Called by the form, so the control is drawn when it runs; again when a link names another.
 *
 * Focus given by code after a mouse click does not match :focus-visible, so the browser draws no
 * ring: the control (with its label, for a checkbox) is marked `data-landed` instead, which
 * settings.css draws as a ring and a short flash, until the user moves on: focus goes to another
 * element, or a press lands outside it. Not on `blur`, which also fires when the window loses
 * focus (another window, a screenshot tool) while the control keeps it.
 */
export function useFocusedSetting(): void {
  const focus = useRoute().params.get("focus");
  useEffect(() => {
    if (!focus) return;
    const control = document.getElementById(`setting-${focus}`);
    if (!control) return;
    const marked = control.closest("label") ?? control;
    const unmark = () => {
      marked.removeAttribute("data-landed");
      document.removeEventListener("focusin", movedOn);
      document.removeEventListener("pointerdown", movedOn);
    };
    const movedOn = (event: Event) => {
      if (!(event.target instanceof Node && marked.contains(event.target))) unmark();
    };
    control.scrollIntoView({ block: "center" });
    control.focus({ preventScroll: true });
    marked.setAttribute("data-landed", "");
    document.addEventListener("focusin", movedOn);
    document.addEventListener("pointerdown", movedOn);
    return unmark;
  }, [focus]);
}
