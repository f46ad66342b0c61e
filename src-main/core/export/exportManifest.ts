import crypto from "node:crypto";
import { z } from "zod";
import { EXPORT_FORMAT_VERSIONS, ExportFormatSchema, type ExportFormat } from "../../contract/exportFormat.ts";
import { signWith, verifySignature } from "../system/installSecret.ts";

/**
 * The file in every folder an export writes, naming what it wrote and signed with this
 * installation's secret (system/installSecret.ts): the only proof that a folder is an export
 * Distillate may replace or, left behind by a killed export, remove. A folder without it, or
 * holding anything it does not list, or a listed file whose bytes changed since, is the user's.
 * Anyone can write a file of this shape and recompute its hashes; only this installation can
 * sign it, so the signature, not the shape, is what counts.
 */
export const MANIFEST_FILE = "distillate-export.json";
/** What a manifest's signature is for, so no other signed file of the installation passes for one. */
const MANIFEST_PURPOSE = "export manifest";

/** One file an export wrote, relative to the export folder with "/" between parts. */
const ManifestFileSchema = z.strictObject({ path: z.string().min(1), bytes: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) });
export type ManifestFile = z.infer<typeof ManifestFileSchema>;

const ManifestSchema = z.object({
  /** Says what the file is to someone who opens it, and to this reader. */
  written_by: z.literal("Distillate export"),
  manifestVersion: z.literal(2),
  format: ExportFormatSchema,
  formatVersion: z.number().int(),
  createdAt: z.string(),
  /**
   * "complete": written last, once every file listed is. "writing": written first into the
   * private folder an export writes into, naming that folder (`folder`), so what a killed export
   * leaves can be told from a folder of the user's given the same kind of name.
   */
  state: z.enum(["complete", "writing"]),
  folder: z.string().nullable(),
  files: z.array(ManifestFileSchema),
  /** HMAC-SHA256 under the installation's secret of everything above (signedText). */
  signature: z.string(),
});
export type ExportManifest = z.infer<typeof ManifestSchema>;

/** The manifest in a file, or why it is not one this installation can trust. */
export type ManifestReading = { manifest: ExportManifest } | { unverified: string };

/** What the signature covers, in a fixed order: every field a reader acts on. */
function signedText(m: Omit<ExportManifest, "signature" | "written_by" | "manifestVersion">): string {
  return JSON.stringify([m.format, m.formatVersion, m.createdAt, m.state, m.folder, m.files.map((f) => [f.path, f.bytes, f.sha256])]);
}

function signedManifest(secret: Buffer, fields: Omit<ExportManifest, "signature" | "written_by" | "manifestVersion" | "formatVersion" | "createdAt">): string {
  const unsigned = { written_by: "Distillate export" as const, manifestVersion: 2 as const, format: fields.format, formatVersion: EXPORT_FORMAT_VERSIONS[fields.format], createdAt: new Date().toISOString(), state: fields.state, folder: fields.folder, files: fields.files };
  const manifest: ExportManifest = { ...unsigned, signature: signWith(secret, MANIFEST_PURPOSE, signedText(unsigned)) };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** The manifest's text for a finished export of `format` that wrote `files`, signed with `secret`. */
export function manifestText(format: ExportFormat, files: readonly ManifestFile[], secret: Buffer): string {
  const sorted = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return signedManifest(secret, { format, state: "complete", folder: null, files: sorted });
}

/** The manifest an export writes first into its private folder, whose name is `folder`. */
export function writingManifestText(format: ExportFormat, folder: string, secret: Buffer): string {
  return signedManifest(secret, { format, state: "writing", folder, files: [] });
}

/** The manifest in `text` when this installation signed it; otherwise why not, in words that follow "its distillate-export.json". */
export function readManifestText(text: string, secret: Buffer): ManifestReading {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { unverified: "is not a manifest an export writes (it is not JSON: damaged, or another file)" };
  }
  const version = (value as { manifestVersion?: unknown } | null)?.manifestVersion;
  if (version === 1) {
    return { unverified: "was written by an earlier version of Distillate, whose manifests were not signed, so nothing tells it from one written by hand" };
  }
  const parsed = ManifestSchema.safeParse(value);
  if (!parsed.success) return { unverified: "is not a manifest an export writes (damaged, edited, or another file)" };
  if (!verifySignature(secret, MANIFEST_PURPOSE, signedText(parsed.data), parsed.data.signature)) {
    return { unverified: "is not signed by this installation of Distillate (it was edited, or written by Distillate with another data folder or on another computer, or not by Distillate)" };
  }
  return { manifest: parsed.data };
}

/** SHA-256 of bytes as they are written. */
export function sha256Of(data: string | Uint8Array): string {
  return crypto.createHash("sha256").update(data).digest("hex");
}
