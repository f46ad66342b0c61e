/** The papers whose methods the strategies follow, cited in every dataset card that uses them. */
export interface MethodCitation {
  key: string;
  /** Strategies (pipeline/strategies/) that follow the paper. */
  strategies: string[];
  bibtex: string;
}

export const METHOD_CITATIONS: MethodCitation[] = [
  {
    key: "wan2024sciqag",
    strategies: ["sciqag"],
    bibtex: `@article{wan2024sciqag,
  title = {SciQAG: A Framework for Auto-Generated Scientific Question Answering Dataset with Fine-grained Evaluation},
  author = {Wan, Yuwei and Ajith, Aswathy and Liu, Yixuan and Lu, Ke and Grazian, Clara and Hoex, Bram and Zhang, Wenjie and Kit, Chunyu and Xie, Tong and Foster, Ian},
  journal = {arXiv preprint arXiv:2405.09939},
  year = {2024}
}`,
  },
  {
    key: "wellawatte2024chemlitqa",
    strategies: ["chemlit"],
    bibtex: `@misc{wellawatte2024chemlitqa,
  title = {ChemLit-QA: A human evaluated dataset for chemistry RAG tasks},
  author = {Wellawatte, Geemi P. and Guo, Huixuan and Lederbauer, Magdalena and Borisova, Anna and Hart, Matthew and Brucka, Marta and Schwaller, Philippe}
}`,
  },
  {
    key: "azarbonyad2025qa",
    strategies: ["ccqg", "kgqa"],
    bibtex: `@inproceedings{azarbonyad2025qa,
  title = {Question-Answer Extraction from Scientific Articles Using Knowledge Graphs and Large Language Models},
  author = {Azarbonyad, Hosein and Zhu, Zi Long and Cheirmpos, Georgios and Afzal, Zubair and Yadav, Vikrant and Tsatsaronis, Georgios},
  booktitle = {Proceedings of the 48th International ACM SIGIR Conference on Research and Development in Information Retrieval},
  year = {2025},
  doi = {10.1145/3726302.3730068}
}`,
  },
  {
    key: "scirgen2025",
    strategies: ["scirgen"],
    bibtex: `@article{scirgen2025,
  title = {ScIRGen: Synthesize Realistic and Large-Scale RAG Dataset for Scientific Research},
  journal = {arXiv preprint arXiv:2506.11117},
  year = {2025}
}`,
  },
  {
    key: "rampal2024retchemqa",
    strategies: ["retchem"],
    bibtex: `@misc{rampal2024retchemqa,
  title = {Single and Multi-Hop Question-Answering Datasets for Reticular Chemistry with GPT-4-Turbo},
  author = {Rampal, Nakul and Wang, Kaiyu and Burigana, Matthew and Hou, Lingxiang and Al-Johani, Juri and Sackmann, Anna and Murayshid, Hanan S. and Al-Sumari, Walaa Abdullah and Al-Abdulkarim, Arwa M. and Al-Hazmi, Nahla Eid and Al-Awad, Majed O. and Borgs, Christian and Chayes, Jennifer T. and Yaghi, Omar M.}
}`,
  },
];
