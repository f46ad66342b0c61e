import { useEffect, useRef } from "react";
import type { ImportFileReport, passwordPrompts } from "./importStatus.ts";
import { PasswordForm } from "./PasswordForm.tsx";

/** The files that wait for a password. A new one is scrolled into view and, unless the user is typing elsewhere, focused. */
export function PasswordPrompts({ prompts, onUnlock }: { prompts: ReturnType<typeof passwordPrompts>; onUnlock(batchId: string, file: ImportFileReport, password: string): Promise<void> }) {
  const box = useRef<HTMLDivElement>(null);
  const seen = useRef(new Set<string>());
  const keys = prompts.map(({ batch, file }) => `${batch.id}:${file.index}`);
  useEffect(() => {
    const fresh = keys.filter((key) => !seen.current.has(key));
    keys.forEach((key) => seen.current.add(key));
    if (fresh.length === 0 || !box.current) return;
    box.current.scrollIntoView({ block: "nearest" });
    const active = document.activeElement;
    const typing = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement || active instanceof HTMLSelectElement;
    if (!typing) box.current.querySelector<HTMLInputElement>(`[data-prompt="${fresh[0]}"] input`)?.focus({ preventScroll: true });
  }, [keys.join("|")]);
  return (
    <div ref={box} className="password-prompts" role="group" aria-labelledby="password-prompts-heading">
      <h3 id="password-prompts-heading">{prompts.length === 1 ? "1 file needs its password" : `${prompts.length} files need their password`}</h3>
      {prompts.map(({ batch, file }) => (
        <PasswordForm key={`${batch.id}:${file.index}`} promptKey={`${batch.id}:${file.index}`} file={file} onSubmit={(password) => onUnlock(batch.id, file, password)} />
      ))}
    </div>
  );
}
