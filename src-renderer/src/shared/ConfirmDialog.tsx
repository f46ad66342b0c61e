import { type ReactNode } from "react";
import "./shared.css";
import { useModalDialog } from "./useModalDialog.ts";

interface ConfirmDialogProps {
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  /** Styles the confirm button as destructive. Defaults to false. */
  danger?: boolean;
  /** Disables the buttons while the action runs. Defaults to false. */
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * A modal question before something that cannot be undone. A native <dialog> opened with
 * showModal() traps focus, closes on Escape and returns focus to the opener by itself.
 * Rendered only while the question is open.
 */
export function ConfirmDialog({ title, children, confirmLabel, danger = false, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const ref = useModalDialog(() => onCancel());
  return (
    <dialog ref={ref} className="confirm-dialog" aria-labelledby="confirm-dialog-title">
      <h2 id="confirm-dialog-title">{title}</h2>
      <div className="confirm-dialog-body">{children}</div>
      <div className="confirm-dialog-actions">
        <button type="button" onClick={onCancel} disabled={busy} autoFocus>
          Cancel
        </button>
        <button type="button" className={danger ? "primary danger-fill" : "primary"} onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
