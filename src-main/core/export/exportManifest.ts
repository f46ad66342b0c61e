import crypto from "node:crypto";
import { z } from "zod";
import { EXPORT_FORMAT_VERSIONS, ExportFormatSchema, type ExportFormat } from "../../contract/exportFormat.ts";

/**
 * The file every folder export writes last, naming what it wrote: the only proof that a folder
 * is an export Distillate may replace. A folder without it, or holding anything it does not
 * list, or a listed file whose bytes changed since, is the user's and is never replaced.
 */
export const MANIFEST_FILE = "distillate-export.json";

/** One file an export wrote, relative to the export folder with "/" between parts. */
const ManifestFileSchema = z.strictObject({ path: z.string().min(1), bytes: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) });
export type ManifestFile = z.infer<typeof ManifestFileSchema>;

const ManifestSchema = z.object({
  /** Says what the file is to someone who opens it, and to this reader. */
  written_by: z.literal("Distillate export"),
  manifestVersion: z.literal(1),
  format: ExportFormatSchema,
  formatVersion: z.number().int(),
  createdAt: z.string(),
  files: z.array(ManifestFileSchema),
  /** SHA-256 of the format and the file list above, so an edited or damaged manifest is not taken for one an export wrote. */
  sha256: z.string(),
});
export type ExportManifest = z.infer<typeof ManifestSchema>;

/** The SHA-256 the manifest carries: over what identifies the export (its kind and every file with its hash). */
function manifestDigest(format: ExportFormat, formatVersion: number, files: readonly ManifestFile[]): string {
  return crypto.createHash("sha256").update(JSON.stringify({ format, formatVersion, files: files.map((f) => [f.path, f.bytes, f.sha256]) })).digest("hex");
}

/** The manifest's text for an export of `format` that wrote `files`. */
export function manifestText(format: ExportFormat, files: readonly ManifestFile[]): string {
  const sorted = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const formatVersion = EXPORT_FORMAT_VERSIONS[format];
  const manifest: ExportManifest = { written_by: "Distillate export", manifestVersion: 1, format, formatVersion, createdAt: new Date().toISOString(), files: sorted, sha256: manifestDigest(format, formatVersion, sorted) };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** The manifest in `text`, or null when it is not one an export wrote (not JSON, another shape, or its hash does not match). */
export function parseManifest(text: string): ExportManifest | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = ManifestSchema.safeParse(value);
  if (!parsed.success) return null;
  const { format, formatVersion, files, sha256 } = parsed.data;
  return manifestDigest(format, formatVersion, files) === sha256 ? parsed.data : null;
}

/** SHA-256 of bytes as they are written. */
export function sha256Of(data: string | Uint8Array): string {
  return crypto.createHash("sha256").update(data).digest("hex");
}
