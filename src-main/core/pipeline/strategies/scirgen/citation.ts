import type { MethodCitation } from "../Strategy.ts";

/** The paper ScIRGen follows, cited in every dataset card with QAs of this method. */
export const scirgenCitation: MethodCitation = {
  key: "scirgen2025",
  bibtex: `@article{scirgen2025,
  title = {ScIRGen: Synthesize Realistic and Large-Scale RAG Dataset for Scientific Research},
  journal = {arXiv preprint arXiv:2506.11117},
  year = {2025}
}`,
};
