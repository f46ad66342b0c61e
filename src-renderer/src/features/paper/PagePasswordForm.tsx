import { useState } from "react";

/** The pages of an encrypted PDF need its password again: the app keeps no password. */
export function PagePasswordForm({ wrong, checking, onSubmit }: { wrong: boolean; checking: boolean; onSubmit(password: string): void }) {
  const [password, setPassword] = useState("");
  return (
    <form
      className="pdf-missing"
      onSubmit={(event) => {
        event.preventDefault();
        if (password && !checking) onSubmit(password);
      }}
    >
      <p>
        <strong>This PDF is protected by a password.</strong>
      </p>
      <p className="muted">The app does not keep passwords, so its pages need it again. The extracted text and the key QAs work without it.</p>
      <p className="pdf-password-row">
        <label htmlFor="pdf-page-password">Password</label>{" "}
        <input id="pdf-page-password" type="password" autoComplete="off" value={password} onChange={(e) => setPassword(e.target.value)} aria-invalid={wrong || undefined} />{" "}
        <button type="submit" className="primary" disabled={!password || checking}>
          {checking ? "Opening…" : "Show the pages"}
        </button>
      </p>
      {wrong && (
        <p role="alert" className="error">
          That password did not open the file. Try again.
        </p>
      )}
    </form>
  );
}
