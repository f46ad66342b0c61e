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

/** Whitespace folded, soft hyphens and ligature characters spelled out, so comparisons are about words. */
export function norm(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/\u00ad/g, "")
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, " ")
    .trim();
}
