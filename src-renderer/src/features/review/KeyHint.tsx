/** The keys of a shortcut shown on its button, hidden from screen readers (aria-keyshortcuts says it instead). */
export function KeyHint({ keys }: { keys: string }) {
  if (!keys) return null;
  return (
    <span className="key-hint" aria-hidden="true">
      {keys.split(" / ").map((key) => (
        <kbd key={key}>{key}</kbd>
      ))}
    </span>
  );
}

/** aria-keyshortcuts values for the keys as shown ("J / →" → "J ArrowRight"). */
export function ariaKeys(keys: string): string {
  const names: Record<string, string> = { "→": "ArrowRight", "←": "ArrowLeft", "↑": "ArrowUp", "↓": "ArrowDown", Esc: "Escape" };
  return keys
    .split(" / ")
    .map((key) => names[key] ?? key)
    .join(" ");
}
