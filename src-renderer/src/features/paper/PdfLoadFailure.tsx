/** Why the PDF is not shown, and that the rest of the paper still works without it. */
export function PdfLoadFailure({ error }: { error: { name: string; message: string } }) {
  return (
    <div className="pdf-missing" role="alert">
      <p>
        <strong>{error.name === "PaperFileMissingError" ? "The PDF file is not where it was imported from." : "The PDF could not be shown."}</strong>
      </p>
      <p>{error.message}</p>
      <p className="muted">The extracted text and the key QAs still work.</p>
    </div>
  );
}
