import { CopyButton } from "./CopyButton.tsx";

/**
 * A model file's checksum (SHA-256) as a copy button, not as text: 64 hex digits name no model a
 * researcher knows, but they are what one compares with a download page or another machine, so
 * the whole of it is one click away (and on hover), never cut to a prefix that cannot be compared.
 */
export function CopyChecksum({ sha256, what = "the model file" }: { sha256: string; what?: string }) {
  return <CopyButton text={sha256} label="Copy checksum" copied="Checksum copied" title={`SHA-256 of ${what}: ${sha256}`} />;
}
