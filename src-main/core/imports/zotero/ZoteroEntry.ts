import type { PaperMetadataChanges } from "../../../contract/paperEdits.ts";

/** One item of a Zotero export, in the terms the import needs. */
export interface ZoteroEntry {
  /** How the report names it: the citation key, else the item id, else its title. */
  label: string;
  /** Absolute paths of the PDFs it names (relative ones resolved against the export's folder). */
  pdfs: string[];
  /** The fields the export gives a value for; the others are left as read from the PDF. */
  metadata: PaperMetadataChanges;
  /** Why the item was not read (over a limit of bibtexLimits.ts); it is then reported as failed. Defaults to none. */
  refusal?: string;
}
