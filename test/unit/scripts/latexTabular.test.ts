import { describe, expect, it } from "vitest";
import { latexTabularGrid, LatexTabularError } from "../../../scripts/latexTabular.ts";

// The held-out pdf-parse-bench suite's truth is the LaTeX its PDFs were typeset from: these cases
// pin how that source becomes the grid a reader of the page sees, so its figures compare like
// with like. Written here, not taken from the suite.
describe("a LaTeX tabular as the grid a reader sees", () => {
  it("splits rows and cells, drops booktabs rules, and spreads a \\multicolumn over its columns", () => {
    const g = latexTabularGrid(String.raw`\begin{tabular}{@{}lcc@{}}
\toprule
Model & \multicolumn{2}{c}{Accuracy} \\
\cmidrule(lr){2-3}
 & Dev & Test \\
\midrule
Ours & \textbf{91.2} & 90.5 \\
Base \& large & 88.0 & 87.1 \\ \bottomrule
\end{tabular}`);
    expect(g.rows).toEqual([
      ["Model", "Accuracy", ""],
      ["", "Dev", "Test"],
      ["Ours", "91.2", "90.5"],
      ["Base & large", "88.0", "87.1"],
    ]);
    expect(g.cells).toBe(10);
    expect(g.uncertain).toBe(0);
  });

  it("puts a \\multirow's text at its first row, also when the source writes it in the last (\\multirow{-2})", () => {
    const g = latexTabularGrid(String.raw`\begin{tabular}{|l|l|r|}\hline
\multirow{2}{*}{Group A} & x & 1 \\ \cline{2-3}
 & y & 2 \\ \hline
 & z & 3 \\
\multirow{-2}{*}{Group B} & w & 4 \\ \hline
\end{tabular}`);
    expect(g.rows).toEqual([
      ["Group A", "x", "1"],
      ["", "y", "2"],
      ["Group B", "z", "3"],
      ["", "w", "4"],
    ]);
  });

  it("prints math as the page does (a math minus as U+2212, symbols as characters, scripts inline) and marks those cells uncertain", () => {
    const g = latexTabularGrid(String.raw`\begin{tabular}{lr}
$\alpha$ & $-0.5 \pm 0.1$ \\
Speed-up & 2.1$\times$ \\
Size & 10$^{3}$ \\
\end{tabular}`);
    expect(g.rows).toEqual([
      ["α", "−0.5 ± 0.1"],
      ["Speed-up", "2.1×"],
      ["Size", "103"],
    ]);
    expect(g.uncertain).toBe(4);
    expect(g.guessed).toEqual([
      [0, 0],
      [0, 1],
      [1, 1],
      [2, 1],
    ]);
  });

  it("records where each guessed cell stands, after spans are spread, a \\multirow{-2} moved up and empty rows dropped", () => {
    const g = latexTabularGrid(String.raw`\begin{tabular}{llr}
\toprule
\multicolumn{2}{c}{Setting} & $\Delta$ \\
 & & \\
 & Plain & 1 \\
\multirow{-2}{*}{$\mathcal{M}_1$} & \unknownmacro{x} & 2 \\
\bottomrule
\end{tabular}`);
    expect(g.rows).toEqual([
      ["Setting", "", "Δ"],
      ["M1", "Plain", "1"],
      ["", "x", "2"],
    ]);
    expect(g.guessed).toEqual([
      [0, 2],
      [1, 0],
      [2, 1],
    ]);
    expect(g.uncertain).toBe(g.guessed.length);
  });

  it("ignores comments, colours and a nested tabular's column spec, and joins a \\makecell's lines", () => {
    const g = latexTabularGrid(String.raw`\begin{tabular*}{\textwidth}{ll}
% a & commented row \\
\rowcolor{gray!20} \makecell{Two\\lines} & \cellcolor{blue!10}\textcolor{red}{kept} \\
\begin{tabular}[c]{@{}l@{}}In\\ner\end{tabular} & 5\% \\
\end{tabular*}`);
    expect(g.rows).toEqual([
      ["Two lines", "kept"],
      ["In ner", "5%"],
    ]);
  });

  it("takes a booktabs rule's optional width with the rule, never as a row or the next row's text", () => {
    // \bottomrule[1pt] read "[1pt]" as a last row of its own (a spacer row no page shows), and
    // \toprule[2pt] put "[2pt]" before the first cell, which also left its \multirow unread.
    const g = latexTabularGrid(String.raw`\begin{tabular}{lcc}
\toprule[2pt]
\multirow{2}*{Method} & \multicolumn{2}{c}{Score} \\
\cmidrule[0.5pt](lr){2-3}
 & A & B \\
\midrule [1pt]
Ours & 1.0 & 2.0 \\
\addlinespace[3pt]
Base & 0.5 & 1.5 \\
\bottomrule[1pt]
\end{tabular}`);
    expect(g.rows).toEqual([
      ["Method", "Score", ""],
      ["", "A", "B"],
      ["Ours", "1.0", "2.0"],
      ["Base", "0.5", "1.5"],
    ]);
  });

  it("prints a \\raisebox's text alone, not its lift before it (it takes two arguments)", () => {
    const g = latexTabularGrid(String.raw`\begin{tabular}{lll}
\multirow{2}{*}{\raisebox{-0.5ex}{Mode}} & \raisebox{-0.5ex}[0pt][0pt]{$z_1$} & \raisebox{-3.5\height}{Rate} \\
 & a & b \\
\end{tabular}`);
    expect(g.rows).toEqual([
      ["Mode", "z1", "Rate"],
      ["", "a", "b"],
    ]);
  });

  it("ends a row at \\\\ with a comment right after it, so the next row's \\multirow still spans (no '4*' left in its text)", () => {
    const g = latexTabularGrid(String.raw`\begin{tabular}{ccc}
\toprule
Loss & Size & Error \\%an old header, commented out
   \midrule
   \multirow{4}*{$L_{x}$} & 2 & 5\% \\%0.82
   & 5 & \textbf{\multirow{1}{*}{6}} \\
\bottomrule
\end{tabular}`);
    expect(g.rows).toEqual([
      ["Loss", "Size", "Error"],
      ["Lx", "2", "5%"],
      ["", "5", "6"],
    ]);
  });

  it("prints \\sqrt as the radical sign before its argument, an index left out", () => {
    const g = latexTabularGrid(String.raw`\begin{tabular}{ll}
$\sqrt{2}$ & $(1/\sqrt{3})[1,1]$ \\
$\sqrt[3]{x}$ & $-\sqrt 2$ \\
\end{tabular}`);
    expect(g.rows).toEqual([
      ["√2", "(1/√3)[1,1]"],
      ["√x", "−√2"],
    ]);
  });

  it("keeps an accent as the combining character after its letter, as the reader reads σ̂ and X̄ off the page; \\overline is a rule, no character", () => {
    const g = latexTabularGrid(String.raw`\begin{tabular}{llllll}
$\hat{\sigma}^2$ & $\bar{X}$ & $\hat p_\text{clean}$ & $\tilde{x}$ & $\dot{\psi}$ & $\overline{3}$ \\
\end{tabular}`);
    expect(g.rows).toEqual([["σ\u03022", "X\u0304", "p\u0302clean", "x\u0303", "ψ\u0307", "3"]]);
  });

  it("refuses a source with no tabular, or with an unclosed brace, with a named error", () => {
    expect(() => latexTabularGrid("a & b \\\\")).toThrow(LatexTabularError);
    expect(() => latexTabularGrid(String.raw`\begin{tabular}{ll} \textbf{a & b \\ \end{tabular}`)).toThrow(LatexTabularError);
  });
});
