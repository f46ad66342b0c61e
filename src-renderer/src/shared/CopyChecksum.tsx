import { useEffect, useState } from "react";

/** How long "Copied" stays on the button, in milliseconds. */
const SHOWN_MS = 4_000;

/**
 * A model file's checksum (SHA-256) as a copy button, not as text: 64 hex digits name no model a
 * researcher knows, but they are what one compares with a download page or another machine, so
 * the whole of it is one click away (and on hover), never cut to a prefix that cannot be compared.
 */
export function CopyChecksum({ sha256, what = "the model file" }: { sha256: string; what?: string }) {
  const [said, setSaid] = useState<string | null>(null);
  useEffect(() => {
    if (!said) return;
    const timer = setTimeout(() => setSaid(null), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [said]);

  const copy = () => {
    const clipboard = typeof navigator === "undefined" ? undefined : navigator.clipboard;
    if (!clipboard) return setSaid("Could not copy: no clipboard here");
    clipboard.writeText(sha256).then(
      () => setSaid("Checksum copied"),
      () => setSaid("Could not copy: try again"),
    );
  };

  return (
    <button type="button" className="link-button" title={`SHA-256 of ${what}: ${sha256}`} onClick={copy} aria-live="polite">
      {said ?? "Copy checksum"}
    </button>
  );
}
