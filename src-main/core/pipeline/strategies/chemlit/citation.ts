import type { MethodCitation } from "../Strategy.ts";

/** The paper ChemLit-QA follows, cited in every dataset card with QAs of this method. */
export const chemlitCitation: MethodCitation = {
  key: "wellawatte2024chemlitqa",
  bibtex: `@misc{wellawatte2024chemlitqa,
  title = {ChemLit-QA: A human evaluated dataset for chemistry RAG tasks},
  author = {Wellawatte, Geemi P. and Guo, Huixuan and Lederbauer, Magdalena and Borisova, Anna and Hart, Matthew and Brucka, Marta and Schwaller, Philippe}
}`,
};
