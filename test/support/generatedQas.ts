// QA sets of any size for the near-duplicate check's tests and benchmark, made from a seed: the
// QAs of many imagined materials papers (as a file of published QAs without its sources would
// hold them, all about one library entry), in the words such papers use, with sample names,
// formulas and numbers, and repeats planted among them.

import { seededRandom } from "./seededRandom.ts";

/** A generated QA; `copies` is the index of the QA it was planted as a repeat of. */
export interface GeneratedQaRow {
  question: string;
  answer: string;
  copies?: number;
  /** How it was planted: the same QA again, or with one word of its question changed. */
  planted?: "copy" | "reworded";
}

const PROPERTIES = [
  "band gap", "surface area", "pore volume", "crystallite size", "particle size", "lattice parameter", "thermal conductivity", "electrical conductivity",
  "specific capacity", "coulombic efficiency", "catalytic activity", "turnover frequency", "activation energy", "selectivity", "conversion", "yield",
  "hardness", "tensile strength", "elastic modulus", "porosity", "density", "melting point", "glass transition temperature", "decomposition temperature",
  "photoluminescence quantum yield", "carrier mobility", "open-circuit voltage", "short-circuit current", "fill factor", "power conversion efficiency",
  "dielectric constant", "magnetic susceptibility", "saturation magnetization", "coercivity", "refractive index", "absorption coefficient",
  "adsorption capacity", "hydrogen uptake", "ionic conductivity", "corrosion rate", "grain size", "film thickness", "roughness", "contact angle",
  "zeta potential", "viscosity", "swelling ratio", "water uptake", "degradation rate", "cycle life",
];
const METHODS = [
  "X-ray diffraction", "nitrogen physisorption", "transmission electron microscopy", "scanning electron microscopy", "Raman spectroscopy",
  "X-ray photoelectron spectroscopy", "thermogravimetric analysis", "cyclic voltammetry", "impedance spectroscopy", "UV-vis spectroscopy",
  "infrared spectroscopy", "temperature-programmed reduction", "nanoindentation", "Hall measurements", "ellipsometry", "NMR spectroscopy",
  "dynamic light scattering", "gas chromatography", "mass spectrometry", "atomic force microscopy",
];
const TREATMENTS = ["calcination", "annealing", "reduction in hydrogen", "ball milling", "hydrothermal treatment", "sintering", "doping", "ion exchange", "sulfidation", "etching", "quenching", "aging"];
const ELEMENTS = ["Ni", "Co", "Fe", "Cu", "Zn", "Ti", "Mn", "Ce", "Zr", "Al", "Si", "Mo", "W", "V", "Cr", "Pt", "Pd", "Ru", "Ag", "Au", "Li", "Na", "Mg", "Ca", "Sn", "Bi", "La", "Ga", "In", "Nb"];
const SUPPORTS = ["Al2O3", "SiO2", "TiO2", "CeO2", "ZrO2", "MgO", "carbon", "graphene", "zeolite", "MOF"];
const CHANGES = ["increased", "decreased", "remained unchanged", "doubled", "fell sharply", "rose slightly"];
const UNITS = ["nm", "m2/g", "eV", "°C", "K", "mAh/g", "%", "GPa", "MPa", "S/cm", "kJ/mol", "h"];

const QUESTIONS: ((p: Paper, r: () => number) => string)[] = [
  (p, r) => `What is the ${pick(PROPERTIES, r)} of ${pick(p.samples, r)}?`,
  (p, r) => `How does ${pick(TREATMENTS, r)} affect the ${pick(PROPERTIES, r)} of ${p.material}?`,
  (p, r) => `Which technique was used to measure the ${pick(PROPERTIES, r)} of ${pick(p.samples, r)}?`,
  (p, r) => `Why does ${pick(p.samples, r)} show a higher ${pick(PROPERTIES, r)} than ${pick(p.samples, r)}?`,
  (p, r) => `What ${pick(PROPERTIES, r)} was obtained after ${pick(TREATMENTS, r)} at ${num(r, 200, 900)} °C?`,
  (p, r) => `How was ${p.material} prepared before ${pick(TREATMENTS, r)}?`,
  (p, r) => `What does ${pick(METHODS, r)} reveal about ${pick(p.samples, r)}?`,
  (p, r) => `How did the ${pick(PROPERTIES, r)} change with the ${pick(ELEMENTS, r)} content in ${p.material}?`,
  (p, r) => `What limits the ${pick(PROPERTIES, r)} of the ${p.material} ${pick(["films", "powders", "electrodes", "catalysts", "membranes"], r)}?`,
  (p, r) => `At what temperature does ${pick(p.samples, r)} reach its highest ${pick(PROPERTIES, r)}?`,
];
const ANSWERS: ((p: Paper, r: () => number) => string)[] = [
  (p, r) => `It was ${num(r, 1, 500)} ${pick(UNITS, r)} for ${pick(p.samples, r)}, measured by ${pick(METHODS, r)}.`,
  (p, r) => `The ${pick(PROPERTIES, r)} ${pick(CHANGES, r)} after ${pick(TREATMENTS, r)} because ${pick(ELEMENTS, r)} species segregated to the surface of ${p.material}.`,
  (p, r) => `${pick(METHODS, r)} showed ${pick(["a cubic phase", "an amorphous layer", "smaller crystallites", "oxygen vacancies", "a core-shell structure", "strain in the lattice"], r)} in ${pick(p.samples, r)}.`,
  (p, r) => `By ${pick(TREATMENTS, r)} of the precursor at ${num(r, 100, 1000)} °C for ${num(r, 1, 48)} h, then ${pick(TREATMENTS, r)}.`,
  (p, r) => `Because ${pick(p.samples, r)} has a ${pick(["larger", "smaller", "more ordered", "more porous", "denser"], r)} structure with ${num(r, 1, 40)}% ${pick(ELEMENTS, r)}.`,
  (p, r) => `About ${num(r, 1, 99)}.${num(r, 0, 9)} ${pick(UNITS, r)}, ${pick(["higher", "lower"], r)} than the ${pick(SUPPORTS, r)} reference.`,
];

const STATES = ["as-prepared", "annealed", "spent", "fresh", "doped", "pristine", "cycled", "reduced", "oxidized", "hydrated", "irradiated", "strained"];
const FORMS = ["films", "powders", "pellets", "electrodes", "nanowires", "nanosheets", "single crystals", "membranes", "fibers", "coatings"];

/** What most published questions add: the state, form and conditions of the samples asked about. */
function clause(p: Paper, r: () => number): string {
  const roll = r();
  if (roll < 0.3) return "";
  if (roll < 0.55) return ` in the ${pick(STATES, r)} ${pick(FORMS, r)}`;
  if (roll < 0.8) return ` at ${num(r, 2, 95) * 10} ${pick(["°C", "K", "bar", "mA/g", "ppm"], r)} in ${pick(p.samples, r)}`;
  return ` after ${num(r, 1, 500)} ${pick(["cycles", "hours", "days", "scans"], r)} of ${pick(TREATMENTS, r)}`;
}

function sentences(p: Paper, r: () => number, count: number): string {
  return Array.from({ length: count }, () => pick(ANSWERS, r)(p, r)).join(" ");
}

interface Paper {
  material: string;
  samples: string[];
}

const pick = <T>(list: readonly T[], r: () => number): T => list[Math.floor(r() * list.length)]!;
const num = (r: () => number, low: number, high: number) => low + Math.floor(r() * (high - low + 1));

function paper(r: () => number): Paper {
  const metal = pick(ELEMENTS, r);
  const material = r() < 0.5 ? `${metal}/${pick(SUPPORTS, r)}` : `${metal}${num(r, 1, 3)}${pick(ELEMENTS, r)}O${num(r, 2, 7)}`;
  const code = String.fromCharCode(65 + Math.floor(r() * 26), 65 + Math.floor(r() * 26));
  const samples = Array.from({ length: num(r, 2, 6) }, (_, i) => `${code}-${num(r, 1, 999)}${i}`);
  return { material, samples };
}

/**
 * `count` QAs from `seed`: papers of 5 to 20 QAs, each about its material and samples. About 2%
 * are planted copies of an earlier QA (any paper's) and 1% the same with one word of the
 * question changed; the rest may still repeat one another by chance, as generated QAs do.
 * `answerSentences` (defaults to 1) makes longer answers, which share more common words.
 */
export function generateQas(count: number, seed = 1, answerSentences = 1): GeneratedQaRow[] {
  const r = seededRandom(seed);
  const rows: GeneratedQaRow[] = [];
  let current = paper(r);
  let left = num(r, 5, 20);
  while (rows.length < count) {
    if (left-- === 0) {
      current = paper(r);
      left = num(r, 5, 20);
    }
    const roll = r();
    if (rows.length > 10 && roll < 0.03) {
      const copies = Math.floor(r() * rows.length);
      const original = rows[copies]!;
      if (roll < 0.02) rows.push({ question: original.question, answer: original.answer, copies, planted: "copy" });
      else rows.push({ question: original.question.replace(/^What is the /, "What was the ").replace(/^How does /, "How did ").replace(/^Which technique /, "Which method "), answer: original.answer, copies, planted: "reworded" });
      continue;
    }
    rows.push({ question: `${pick(QUESTIONS, r)(current, r).slice(0, -1)}${clause(current, r)}?`, answer: sentences(current, r, answerSentences) });
  }
  return rows;
}
