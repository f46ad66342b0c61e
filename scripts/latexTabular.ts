// A LaTeX `tabular` turned into the grid a reader of the typeset page sees: rows of cell texts,
// header rows first, a merged cell's text at its first row and column and "" where it spans (the
// form test/support/tables/placedCells.ts gives a found table). Used for truth that is the LaTeX
// a PDF was typeset from (scripts/extractPdfParseBenchSuite.ts).
//
// The text is what the page shows, as far as that follows from the source: rules and colours
// dropped, formatting commands reduced to their text, math symbols to their Unicode characters
// (a math minus is U+2212, as the typeset font draws it), super- and subscripts inline. What
// cannot be told from the source alone (an unknown macro, a fraction) leaves the cell marked
// `uncertain`, so a figure can say how much of the truth rests on a guess.

export class LatexTabularError extends Error {
  override readonly name = "LatexTabularError";
}

export interface LatexGrid {
  rows: string[][];
  /** Non-empty cells whose text came from math or from a command this conversion does not know. */
  uncertain: number;
  /** Where those cells stand in `rows`: [row, column] of each, row by row. */
  guessed: [number, number][];
  /** Non-empty cells in all. */
  cells: number;
}

const SYMBOLS: Record<string, string> = {
  times: "×", pm: "±", mp: "∓", cdot: "·", uparrow: "↑", downarrow: "↓", Uparrow: "⇑", Downarrow: "⇓", rightarrow: "→", to: "→", leftarrow: "←", gets: "←",
  leftrightarrow: "↔", Rightarrow: "⇒", Leftarrow: "⇐", checkmark: "✓", ast: "∗", star: "⋆", circ: "∘", bullet: "•", in: "∈", notin: "∉", subset: "⊂",
  subseteq: "⊆", supset: "⊃", leq: "≤", le: "≤", geq: "≥", ge: "≥", neq: "≠", ne: "≠", approx: "≈", sim: "∼", simeq: "≃", propto: "∝", infty: "∞",
  partial: "∂", nabla: "∇", oplus: "⊕", otimes: "⊗", dagger: "†", ddagger: "‡", dag: "†", ddag: "‡", ell: "ℓ", emptyset: "∅", varnothing: "∅",
  prime: "′", degree: "°", textdegree: "°", ldots: "…", dots: "…", cdots: "⋯", S: "§", textless: "<", textgreater: ">", textbar: "|", lvert: "|", rvert: "|",
  textasciitilde: "~", textbackslash: "\\", copyright: "©", cap: "∩", cup: "∪", forall: "∀", exists: "∃", neg: "¬", wedge: "∧", vee: "∨", mid: "|",
  alpha: "α", beta: "β", gamma: "γ", delta: "δ", epsilon: "ϵ", varepsilon: "ε", zeta: "ζ", eta: "η", theta: "θ", vartheta: "ϑ", iota: "ι", kappa: "κ",
  lambda: "λ", mu: "μ", nu: "ν", xi: "ξ", pi: "π", rho: "ρ", sigma: "σ", tau: "τ", upsilon: "υ", phi: "ϕ", varphi: "φ", chi: "χ", psi: "ψ", omega: "ω",
  Gamma: "Γ", Delta: "Δ", Theta: "Θ", Lambda: "Λ", Xi: "Ξ", Pi: "Π", Sigma: "Σ", Upsilon: "Υ", Phi: "Φ", Psi: "Ψ", Omega: "Ω",
  log: "log", ln: "ln", exp: "exp", max: "max", min: "min", arg: "arg", sin: "sin", cos: "cos", tanh: "tanh", sum: "∑", prod: "∏", int: "∫",
  "%": "%", "&": "&", _: "_", "#": "#", $: "$", "{": "{", "}": "}", "|": "‖", textendash: "–", textemdash: "—",
};
/** Commands whose one argument is the text itself. */
const KEEP_ARG = new Set(
  "textbf textit emph underline uline texttt textsc textsf textrm textup textnormal textmd mathrm mathbf mathit mathsf mathtt mathcal mathbb mathfrak mathscr boldsymbol bm text mbox hbox textsubscript textsuperscript overline makecell thead shortstack operatorname tnote ensuremath underbrace".split(" "),
);
/** Accents: TeX draws them over their argument; the reader reads each as the combining character after it.
 * \overline is no accent: it is a rule drawn over its argument, no character, so it stays with KEEP_ARG. */
const ACCENTS: Record<string, string> = {
  hat: "\u0302", widehat: "\u0302", bar: "\u0304", tilde: "\u0303", widetilde: "\u0303", dot: "\u0307", ddot: "\u0308", vec: "\u20d7",
};
/** Commands dropped with their arguments (the count of arguments), as they print nothing. */
const DROP_ARGS: Record<string, number> = { color: 1, cellcolor: 1, rowcolor: 1, columncolor: 1, hspace: 1, vspace: 1, hphantom: 1, phantom: 1, vphantom: 1, label: 1, rule: 2, cmidrule: 1, cline: 1, cdashline: 1, Xhline: 1, specialrule: 3, arrayrulecolor: 1, extracolsep: 1, setlength: 2, addlinespace: 0, footnotemark: 0 };
/** Commands whose last argument is the text (the ones before it are sizes or colours). */
// \raisebox{lift}[height][depth]{text} takes two (the optional ones are skipped); a \multirow or
// \multicolumn met inside a cell (not peeled off its start) prints its last argument, never its counts.
const LAST_ARG: Record<string, number> = { textcolor: 2, colorbox: 2, makebox: 1, raisebox: 2, multirow: 3, multicolumn: 3, resizebox: 3, scalebox: 2, href: 2, parbox: 2, fcolorbox: 3 };
/** Declarations that print nothing. */
const SILENT = new Set(
  "hline toprule midrule bottomrule bf it rm sf tt sc small tiny footnotesize scriptsize normalsize large Large LARGE huge centering raggedright raggedleft arraybackslash bfseries itshape mdseries upshape normalfont left right big Big bigg Bigg displaystyle textstyle scriptstyle limits nolimits nobreak relax hfill morecmidrules strut noindent smallskip medskip bigskip baselineskip arrayrulewidth textwidth linewidth fill tabularnewline".split(" "),
);

/** The index just past the group starting at `i` (a `{...}` or `[...]`), or -1 when there is none. */
function groupEnd(s: string, i: number, open: string, close: string): number {
  if (s[i] !== open) return -1;
  let depth = 0;
  for (let k = i; k < s.length; k++) {
    if (s[k] === "\\") {
      k++;
      continue;
    }
    if (s[k] === open) depth++;
    else if (s[k] === close && --depth === 0) return k + 1;
  }
  throw new LatexTabularError(`an unclosed ${open} in the table's source`);
}

/** TeX's ligatures of plain characters (text mode only), the longer dash first. */
const LIGATURES: readonly (readonly [string, string])[] = [
  ["---", "—"],
  ["--", "–"],
  ["``", "“"],
  ["''", "”"],
];

const skipSpace = (s: string, i: number) => {
  while (i < s.length && /\s/.test(s[i]!)) i++;
  return i;
};

/** Reads `n` brace arguments (optional [..] arguments skipped) from `i`: their texts and the index after them. */
function args(s: string, i: number, n: number): { texts: string[]; end: number } {
  const texts: string[] = [];
  let k = i;
  while (texts.length < n) {
    k = skipSpace(s, k);
    if (s[k] === "[") {
      k = groupEnd(s, k, "[", "]");
      continue;
    }
    if (s[k] === "(" && texts.length === 0 && n === 1) {
      // \cmidrule(lr){2-3}: a trim in parentheses before the argument.
      const close = s.indexOf(")", k);
      if (close > 0) {
        k = close + 1;
        continue;
      }
    }
    if (s[k] === "{") {
      const end = groupEnd(s, k, "{", "}");
      texts.push(s.slice(k + 1, end - 1));
      k = end;
    } else if (k < s.length) {
      // An argument of one token: \textbf x, ^2.
      const m = /^\\[A-Za-z]+|^./s.exec(s.slice(k))!;
      texts.push(m[0]);
      k += m[0].length;
    } else break;
  }
  return { texts, end: k };
}

/** Splits at `sep` where it stands outside braces and nested environments. */
function splitTop(s: string, sep: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let env = 0;
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (c === "\\") {
      if (s.startsWith("\\begin{", i)) env++;
      else if (s.startsWith("\\end{", i)) env--;
      else if (depth === 0 && env === 0) {
        const m = sep.exec(s.slice(i));
        if (m && m.index === 0) {
          parts.push(s.slice(start, i));
          i += m[0].length - 1;
          start = i + 1;
          continue;
        }
      }
      i++;
      continue;
    }
    if (c === "{") depth++;
    else if (c === "}") depth--;
    else if (depth === 0 && env === 0 && sep.source === "&" && c === "&") {
      parts.push(s.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(s.slice(start));
  return parts;
}

/** The text a cell's source prints; `flag` is called when the text rests on a guess. */
function cellText(src: string, flag: () => void, inMath = false): string {
  let out = "";
  let math = inMath;
  for (let i = 0; i < src.length; ) {
    const c = src[i]!;
    if (c === "%") {
      // A comment to the end of the line.
      const nl = src.indexOf("\n", i);
      i = nl < 0 ? src.length : nl + 1;
      continue;
    }
    if (c === "$") {
      math = !math;
      if (math) flag();
      i++;
      continue;
    }
    if (c === "{" || c === "}") {
      i++;
      continue;
    }
    if (c === "~") {
      out += " ";
      i++;
      continue;
    }
    if ((c === "^" || c === "_") && math) {
      const a = args(src, i + 1, 1);
      out += cellText(a.texts[0] ?? "", flag, true);
      i = a.end;
      continue;
    }
    if (c === "-" && math) {
      out += "−";
      i++;
      continue;
    }
    const ligature = LIGATURES.find(([from]) => src.startsWith(from, i));
    if (ligature) {
      out += ligature[1];
      i += ligature[0].length;
      continue;
    }
    if (c !== "\\") {
      out += c;
      i++;
      continue;
    }
    const m = /^\\([A-Za-z]+\*?|.)/s.exec(src.slice(i));
    if (!m) {
      i++;
      continue;
    }
    const name = m[1]!.replace(/\*$/, "");
    let k = i + m[0].length;
    if (name === "(" || name === "[") {
      math = true;
      flag();
    } else if (name === ")" || name === "]") math = false;
    else if (name === "," || name === "!" || name === ">" || name === ":") out += "";
    else if (name === ";" || name === " " || name === "quad" || name === "qquad" || name === "\n" || name === "\\" || name === "newline") out += " ";
    else if (name === "verb") {
      const delim = src[k];
      const close = delim ? src.indexOf(delim, k + 1) : -1;
      if (close > k) {
        out += src.slice(k + 1, close);
        k = close + 1;
      }
    } else if (name === "begin" || name === "end") {
      // A nested environment (a tabular inside a cell): its name and column spec print nothing.
      const a = args(src, k, 1);
      k = a.end;
      if (name === "begin" && /tabular|array/.test(a.texts[0] ?? "")) k = args(src, k, 1).end;
      out += " ";
    } else if (name in SYMBOLS) out += SYMBOLS[name];
    else if (SILENT.has(name)) {
      // Nothing printed.
    } else if (name in DROP_ARGS) k = args(src, k, DROP_ARGS[name]!).end;
    else if (name in LAST_ARG) {
      const a = args(src, k, LAST_ARG[name]!);
      out += cellText(a.texts.at(-1) ?? "", flag, math);
      k = a.end;
    } else if (KEEP_ARG.has(name)) {
      const a = args(src, k, 1);
      out += cellText(a.texts[0] ?? "", flag, math);
      k = a.end;
    } else if (name in ACCENTS) {
      const a = args(src, k, 1);
      out += cellText(a.texts[0] ?? "", flag, math) + ACCENTS[name];
      k = a.end;
    } else if (name === "sqrt") {
      // \sqrt[n]{x}: the radical sign before its argument (the index, an optional argument, is skipped).
      const a = args(src, k, 1);
      out += `√${cellText(a.texts[0] ?? "", flag, math)}`;
      k = a.end;
    } else if (name === "frac" || name === "dfrac" || name === "tfrac") {
      const a = args(src, k, 2);
      out += `${cellText(a.texts[0] ?? "", flag, true)}/${cellText(a.texts[1] ?? "", flag, true)}`;
      k = a.end;
      flag();
    } else flag();
    i = k;
  }
  return out;
}

interface SourceCell {
  text: string;
  /** The text rests on a guess (math, an unknown macro). */
  guessed: boolean;
  colSpan: number;
  /** Rows spanned: negative when the text stands in the span's last row (\multirow{-2}). */
  rowSpan: number;
}

/** A cell's span commands peeled off its source. */
function sourceCell(src: string): { inner: string; colSpan: number; rowSpan: number } {
  let s = src.trim();
  let colSpan = 1;
  let rowSpan = 1;
  for (;;) {
    const mc = /^\\multicolumn\s*/.exec(s);
    if (mc) {
      const a = args(s, mc[0].length, 3);
      colSpan = Math.max(1, Number.parseInt(a.texts[0] ?? "1", 10) || 1);
      s = (a.texts[2] ?? "") + s.slice(a.end);
      s = s.trim();
      continue;
    }
    const mr = /^\\multirow\s*/.exec(s);
    if (mr) {
      const a = args(s, mr[0].length, 3);
      rowSpan = Number.parseInt(a.texts[0] ?? "1", 10) || 1;
      s = (a.texts[2] ?? "") + s.slice(a.end);
      s = s.trim();
      continue;
    }
    return { inner: s, colSpan, rowSpan };
  }
}

/** The body of the first tabular-like environment: the source between its column spec and its \end. */
function tabularBody(latex: string): string {
  const m = /\\begin\{(tabular\*?|tabularx|tabulary|longtable|array)\}/.exec(latex);
  if (!m) throw new LatexTabularError("no tabular environment in the table's source");
  let k = m.index + m[0].length;
  // tabular* and tabularx take a width before the column spec.
  if (m[1] === "tabular*" || m[1] === "tabularx" || m[1] === "tabulary") k = args(latex, k, 1).end;
  k = args(latex, k, 1).end;
  const body = latex.slice(k);
  const parts = splitTop(body, /\\end\{/);
  return parts[0]!;
}

/** Drops the rules, spacing and row colours that stand before a row's first cell. */
function withoutLeadingRules(row: string): string {
  let s = row;
  for (;;) {
    // A comment line may stand before the rules, and spaces after it: both go before a rule is looked for.
    const t = s.replace(/^(\s*%[^\n]*\n?)*\s*/, "");
    const m = /^\\(hline|toprule|midrule|bottomrule|cmidrule|cline|cdashline|Xhline|specialrule|addlinespace|noalign|rowcolor|morecmidrules|arrayrulecolor|hdashline|endhead|endfirsthead|endfoot|endlastfoot)\b\*?/.exec(t);
    if (!m) return t;
    const n = { cmidrule: 1, cline: 1, cdashline: 1, Xhline: 1, specialrule: 3, noalign: 1, rowcolor: 1, arrayrulecolor: 1 }[m[1]!] ?? 0;
    let k = m[0].length;
    // Optional arguments ([..] or (..)) before and after.
    k = skipSpace(t, k);
    if (t[k] === "(") k = t.indexOf(")", k) + 1;
    k = n > 0 ? args(t, k, n).end : k;
    k = skipSpace(t, k);
    // booktabs' rules take an optional width (\bottomrule[1pt], \toprule[1.5pt]) as \addlinespace
    // takes a height: left in, it became a row of its own ("[1pt]") or the next row's first cell's
    // text, which also hid that cell's \multirow from sourceCell.
    if (t[k] === "[" && /^(toprule|midrule|bottomrule|addlinespace)$/.test(m[1]!)) k = groupEnd(t, k, "[", "]");
    s = t.slice(k);
  }
}

export function latexTabularGrid(latex: string): LatexGrid {
  // Comments first: a commented-out row or cell must not split anything.
  // A % after an even run of backslashes starts one: in `\\%` the row ends and the comment begins.
  const source = latex.replace(/(^|[^\\])((?:\\\\)*)%[^\n]*/g, "$1$2");
  const rowSources = splitTop(tabularBody(source), /\\\\\*?(\s*\[[^\]]*\])?|\\tabularnewline\b/).map(withoutLeadingRules);
  const rows: SourceCell[][] = [];
  let uncertain = 0;
  let cells = 0;
  for (const r of rowSources) {
    if (!r.trim()) continue;
    const row = splitTop(r, /&/).map((c): SourceCell => {
      const { inner, colSpan, rowSpan } = sourceCell(c);
      let guessed = false;
      const text = cellText(inner, () => (guessed = true)).replace(/\s+/g, " ").trim();
      if (text) {
        cells++;
        if (guessed) uncertain++;
      }
      return { text, guessed: guessed && text !== "", colSpan, rowSpan };
    });
    rows.push(row);
  }
  // Lay the cells out, then move a \multirow{-n} text up to its span's first row; whether a
  // cell's text is a guess is laid out beside it and moves with it.
  const grid = rows.map((row) => row.flatMap((c) => [c.text, ...Array<string>(c.colSpan - 1).fill("")]));
  const guesses = rows.map((row) => row.flatMap((c) => [c.guessed, ...Array<boolean>(c.colSpan - 1).fill(false)]));
  rows.forEach((row, r) => {
    let col = 0;
    for (const c of row) {
      if (c.rowSpan < -1 && c.text) {
        const top = Math.max(0, r + c.rowSpan + 1);
        if (!grid[top]![col]) {
          grid[top]![col] = c.text;
          grid[r]![col] = "";
          guesses[top]![col] = c.guessed;
          guesses[r]![col] = false;
        }
      }
      col += c.colSpan;
    }
  });
  const keptRows = grid.flatMap((row, r) => (row.some((t) => t) ? [r] : []));
  const width = Math.max(0, ...keptRows.map((r) => grid[r]!.length));
  const guessed = keptRows.flatMap((r, i) => guesses[r]!.flatMap((g, col): [number, number][] => (g ? [[i, col]] : [])));
  return { rows: keptRows.map((r) => [...grid[r]!, ...Array<string>(width - grid[r]!.length).fill("")]), uncertain, cells, guessed };
}
