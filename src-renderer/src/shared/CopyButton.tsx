import { useEffect, useState } from "react";

/** How long "… copied" stays on the button, in milliseconds. */
const SHOWN_MS = 4_000;

interface CopyButtonProps {
  /** The whole text put on the clipboard. */
  text: string;
  /** What the button says ("Copy path"). */
  label: string;
  /** What it says once copied ("Path copied"). */
  copied: string;
  /** Shown on hover: the whole text, named. */
  title: string;
}

/** A link-styled button that copies a long value (a checksum, a file's path) the screen shows only in short. */
export function CopyButton({ text, label, copied, title }: CopyButtonProps) {
  const [said, setSaid] = useState<string | null>(null);
  useEffect(() => {
    if (!said) return;
    const timer = setTimeout(() => setSaid(null), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [said]);

  const copy = () => {
    const clipboard = typeof navigator === "undefined" ? undefined : navigator.clipboard;
    if (!clipboard) return setSaid("Could not copy: no clipboard here");
    clipboard.writeText(text).then(
      () => setSaid(copied),
      () => setSaid("Could not copy: try again"),
    );
  };

  return (
    <button type="button" className="link-button" title={title} onClick={copy} aria-live="polite">
      {said ?? label}
    </button>
  );
}
