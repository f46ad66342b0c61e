// A DOI as people type or paste it, in one place for the edit form, the core and the paper view.

/** Registrant "10." and a number (dot-separated parts allowed), a slash, then a suffix without spaces. */
const DOI = /^10\.\d+(?:\.\d+)*\/\S+$/;

/**
 * The bare DOI ("10.1021/acs.jpcc.0c01234") of what was typed: a https://doi.org/ or
 * dx.doi.org link, a "doi:" prefix and %-escapes are taken off. Null when the text is no DOI.
 */
export function parseDoi(text: string): string | null {
  let doi = text.trim().replace(/^(?:https?:\/\/)?(?:dx\.)?doi\.org\//i, "").replace(/^doi:\s*/i, "").trim();
  if (/%[0-9a-f]{2}/i.test(doi)) {
    try {
      doi = decodeURIComponent(doi);
    } catch {
      return null;
    }
  }
  return DOI.test(doi) ? doi : null;
}

/** Why a typed DOI is refused, in words for the person who typed it. */
export function invalidDoiMessage(text: string): string {
  const shown = text.trim().length > 60 ? `${text.trim().slice(0, 57)}…` : text.trim();
  return `“${shown}” is not a DOI: a DOI starts with 10., a number and a slash, like 10.1021/acs.jpcc.0c01234 (its https://doi.org/ link works too). Leave the field empty for none.`;
}
