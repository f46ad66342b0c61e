import { useEffect, useRef, useState, type FormEvent } from "react";
import { wrongPassword, type ImportFileReport } from "./importStatus.ts";
import { shownName } from "@contract/shownName.ts";

/** One file's password field; after a wrong password it says so and is ready for the next try. */
export function PasswordForm({ promptKey, file, onSubmit }: { promptKey: string; file: ImportFileReport; onSubmit(password: string): Promise<void> }) {
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = `password-${promptKey.replace(/[^\w-]/g, "_")}`;
  const wrong = wrongPassword(file);
  // After a wrong password, the field is ready for the next try.
  useEffect(() => {
    if (wrong) input.current?.select();
  }, [wrong, file.error]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password || busy) return;
    setBusy(true);
    try {
      await onSubmit(password);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="password-form" data-prompt={promptKey} onSubmit={(e) => void submit(e)}>
      <label htmlFor={id} className="password-file">
        Password for <strong>{shownName(file.name)}</strong>
      </label>
      <input
        ref={input}
        id={id}
        type="password"
        autoComplete="off"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        disabled={busy}
        aria-invalid={wrong || undefined}
        aria-describedby={`${id}-note`}
      />
      <button type="submit" className="primary" disabled={!password || busy}>
        {busy ? "Unlocking…" : "Unlock and import"}
      </button>
      <p id={`${id}-note`} className={wrong ? "error" : "muted"} role={wrong ? "alert" : undefined}>
        {wrong ? "That password did not open the file. Try again." : "This PDF is protected by a password."}
      </p>
    </form>
  );
}
