import "./shared.css";

/** An error shown where it happened, in the error's own words. Renders nothing without one. */
export function ErrorAlert({ error, prefix }: { error: Error | string | null | undefined; prefix?: string }) {
  if (!error) return null;
  const message = typeof error === "string" ? error : error.message;
  return (
    <p role="alert" className="error alert">
      {prefix ? <strong>{prefix} </strong> : null}
      {message}
    </p>
  );
}
