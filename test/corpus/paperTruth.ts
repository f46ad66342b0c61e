/** The fields of ../shared/fixtures/papers/truth.json that the corpus test reads. */
export interface PaperTruth {
  file: string;
  title: string | null;
  authors?: string[] | null;
  doi: string | null;
  language?: string | null;
  pages?: number | null;
  abstract_start?: string;
  abstract_end?: string;
  keywords?: string[] | null;
  sections: string[] | null;
  body_sentences?: string[];
  noise_lines?: string[] | null;
  reference_samples?: string[];
  hard_case?: "scanned-no-text" | "encrypted-user-password" | "owner-password-only" | "truncated";
  password?: string;
  text_with_password?: string;
}

// norm lives in support/ (table helpers there use it too); importers here keep reaching it by this name.
export { norm } from "../support/normText.ts";
