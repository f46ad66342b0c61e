/** Frequent function words per language: enough to tell the languages of papers apart. */
const STOPWORDS: Record<string, string[]> = {
  en: ["the", "of", "and", "to", "in", "is", "that", "for", "with", "was", "were", "are", "this", "by", "from"],
  pt: ["de", "da", "do", "em", "que", "os", "as", "para", "com", "uma", "dos", "das", "não", "foram", "entre"],
  es: ["de", "la", "el", "en", "que", "los", "las", "para", "con", "una", "del", "por", "fueron", "entre", "se"],
  fr: ["de", "la", "le", "les", "et", "des", "en", "du", "une", "pour", "dans", "est", "que", "sur", "par"],
  de: ["der", "die", "und", "das", "in", "den", "von", "mit", "ist", "des", "für", "auf", "dem", "nicht", "eine"],
  it: ["di", "il", "la", "che", "della", "per", "con", "del", "una", "sono", "delle", "nel", "gli", "dei", "anche"],
};

/** ISO 639-1 code of the text's language, or null when there is too little text to tell. */
export function detectLanguage(text: string): string | null {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length < 30) return null;
  const counts = new Map<string, number>();
  for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
  let best: string | null = null;
  let bestScore = 0;
  for (const [language, stopwords] of Object.entries(STOPWORDS)) {
    const score = stopwords.reduce((sum, w) => sum + (counts.get(w) ?? 0), 0);
    if (score > bestScore) {
      best = language;
      bestScore = score;
    }
  }
  return bestScore / words.length > 0.05 ? best : null;
}
