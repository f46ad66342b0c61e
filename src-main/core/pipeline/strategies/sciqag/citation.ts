import type { MethodCitation } from "../Strategy.ts";

/** The paper SciQAG follows, cited in every dataset card with QAs of this method. */
export const sciqagCitation: MethodCitation = {
  key: "wan2024sciqag",
  bibtex: `@article{wan2024sciqag,
  title = {SciQAG: A Framework for Auto-Generated Scientific Question Answering Dataset with Fine-grained Evaluation},
  author = {Wan, Yuwei and Ajith, Aswathy and Liu, Yixuan and Lu, Ke and Grazian, Clara and Hoex, Bram and Zhang, Wenjie and Kit, Chunyu and Xie, Tong and Foster, Ian},
  journal = {arXiv preprint arXiv:2405.09939},
  year = {2024}
}`,
};
