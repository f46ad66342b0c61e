import { useEffect, useRef } from "react";
import type { Shortcut } from "./reviewKeymap.ts";

export interface ShortcutHelpProps<A extends string> {
  title: string;
  shortcuts: Shortcut<A>[];
  /** Extra lines under the table, e.g. mouse gestures. */
  notes?: string[];
  onClose(): void;
}

/** The "?" overlay listing every shortcut of the current mode. Esc, "?" or a click outside close it. */
export function ShortcutHelp<A extends string>({ title, shortcuts, notes, onClose }: ShortcutHelpProps<A>) {
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    dialog.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" || event.key === "?") {
        event.preventDefault();
        event.stopPropagation();
        onClose();
      }
    };
    window.addEventListener("keydown", onKey, true);
    return () => {
      window.removeEventListener("keydown", onKey, true);
      before?.focus();
    };
  }, [onClose]);
  return (
    <div className="help-backdrop" onPointerDown={(event) => event.target === event.currentTarget && onClose()}>
      <div className="help-dialog panel" role="dialog" aria-modal="true" aria-labelledby="help-title" tabIndex={-1} ref={dialog} data-testid="shortcut-help">
        <div className="help-head">
          <h2 id="help-title">{title}</h2>
          <button type="button" onClick={onClose}>
            Close <kbd>Esc</kbd>
          </button>
        </div>
        <table className="help-table">
          <tbody>
            {shortcuts.map((shortcut) => (
              <tr key={shortcut.action}>
                <td className="help-keys">
                  {shortcut.keys.map((key, i) => (
                    <span key={key}>
                      {i > 0 && <span className="muted"> or </span>}
                      <kbd>{key}</kbd>
                    </span>
                  ))}
                </td>
                <td>{shortcut.label}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {notes?.map((note) => (
          <p key={note} className="muted help-note">
            {note}
          </p>
        ))}
        <p className="muted help-note">Shortcuts pause while you type in a field.</p>
      </div>
    </div>
  );
}
