// BibTeX texts for the Zotero tests and the parse benchmark: a library as Zotero writes it,
// hostile ones (entries never closed, an @string concatenation bomb), each of a chosen size.

/** One entry as Zotero's BibTeX export writes it (about 600 bytes). */
export function zoteroEntry(i: number): string {
  return `@article{author_title_${i},
	title = {Phase behaviour of {FAPbI3} films, part ${i}},
	volume = {${i % 90}},
	doi = {10.1000/films.${i}},
	journal = {Journal of Chemical Physics},
	author = {Curie, Marie and {Barnes and Noble} and Pierre Curie},
	year = {${1950 + (i % 70)}},
	keywords = {perovskite, annealing, grain size},
	abstract = {We anneal formamidinium lead iodide films at 300 to 450 K and follow their phase by X-ray diffraction; the cubic phase persists up to 301 K, and the grains grow by 2 nm (sample ${i}).},
	file = {Full Text PDF:files/${i}/paper ${i}.pdf:application/pdf},
}
`;
}

/** A library of `count` well-formed entries. */
export function zoteroLibrary(count: number): string {
  return Array.from({ length: count }, (_, i) => zoteroEntry(i)).join("\n");
}

/** About `bytes` of entries whose braces are never closed, as a truncated or mangled export has. */
export function unclosedEntries(bytes: number): string {
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const part = `@article{k${i}, title = {Unclosed ${i}\n`;
    parts.push(part);
    size += part.length;
  }
  return parts.join("");
}

/**
 * An @string concatenation bomb: each abbreviation joins ten copies of the one before, so eight
 * levels and a few hundred bytes spell a title of 10^`levels` characters. `moreFields` (", file = {...}")
 * go after the title.
 */
export function stringBomb(levels = 8, moreFields = ""): string {
  const names = "abcdefghijklmnop";
  const lines = [`@string{a = "xxxxxxxxxx"}`];
  for (let level = 1; level < levels; level++) lines.push(`@string{${names[level]} = ${Array(10).fill(names[level - 1]).join(" # ")}}`);
  lines.push(`@article{bomb, title = ${names[levels - 1]}${moreFields}}`);
  return `${lines.join("\n")}\n`;
}
