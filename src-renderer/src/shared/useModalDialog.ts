import { useEffect, useRef, type RefObject } from "react";

/**
 * Opens a native <dialog> as a modal while the component is mounted (it traps focus and hands
 * it back to the opener by itself) and turns Escape into `onCancel` instead of the browser's
 * own close, so the component that owns the question decides what closing means.
 */
export function useModalDialog(onCancel: () => void): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef(onCancel);
  cancelRef.current = onCancel;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    const onEscape = (event: Event) => {
      event.preventDefault();
      cancelRef.current();
    };
    dialog.addEventListener("cancel", onEscape);
    return () => {
      dialog.removeEventListener("cancel", onEscape);
      if (dialog.open) dialog.close();
    };
  }, []);
  return ref;
}
