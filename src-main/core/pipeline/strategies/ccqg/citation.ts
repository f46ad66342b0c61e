import type { MethodCitation } from "../Strategy.ts";

/** The paper CCQG follows (and kgqa, its knowledge-graph variant), cited in every dataset card with QAs of either. */
export const ccqgCitation: MethodCitation = {
  key: "azarbonyad2025qa",
  bibtex: `@inproceedings{azarbonyad2025qa,
  title = {Question-Answer Extraction from Scientific Articles Using Knowledge Graphs and Large Language Models},
  author = {Azarbonyad, Hosein and Zhu, Zi Long and Cheirmpos, Georgios and Afzal, Zubair and Yadav, Vikrant and Tsatsaronis, Georgios},
  booktitle = {Proceedings of the 48th International ACM SIGIR Conference on Research and Development in Information Retrieval},
  year = {2025},
  doi = {10.1145/3726302.3730068}
}`,
};
