import { useEffect, useRef, useState } from "react";

/** A correction being typed: the answer, the question or the context; `original` is what "Back to the original" restores. */
export function TextEditor({ label, initial, original, busy, onSave, onCancel }: { label: string; initial: string; original: string; busy: boolean; onSave(text: string): void; onCancel(): void }) {
  const [text, setText] = useState(initial);
  const area = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    // Caret at the end: most corrections add to or trim the end of the text.
    const element = area.current;
    if (!element) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
  }, []);
  return (
    <div className="qa-editor">
      <label htmlFor="qa-answer-editor" className="muted">
        {label}
      </label>
      <textarea
        id="qa-answer-editor"
        ref={area}
        rows={Math.min(12, Math.max(3, Math.ceil(text.length / 90)))}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            if (text.trim() !== "") onSave(text);
          } else if (event.key === "Escape") {
            event.preventDefault();
            event.stopPropagation();
            onCancel();
          }
        }}
      />
      <div className="toolbar qa-editor-bar">
        <button type="button" className="primary" disabled={busy || text.trim() === ""} onClick={() => onSave(text)}>
          Save <kbd>Ctrl+Enter</kbd>
        </button>
        <button type="button" onClick={onCancel}>
          Cancel <kbd>Esc</kbd>
        </button>
        <button type="button" disabled={text === original} onClick={() => setText(original)}>
          Back to the original
        </button>
      </div>
    </div>
  );
}
