import type { MethodCitation } from "../Strategy.ts";

/** The paper RetChemQA follows, cited in every dataset card with QAs of this method. */
export const retchemCitation: MethodCitation = {
  key: "rampal2024retchemqa",
  bibtex: `@misc{rampal2024retchemqa,
  title = {Single and Multi-Hop Question-Answering Datasets for Reticular Chemistry with GPT-4-Turbo},
  author = {Rampal, Nakul and Wang, Kaiyu and Burigana, Matthew and Hou, Lingxiang and Al-Johani, Juri and Sackmann, Anna and Murayshid, Hanan S. and Al-Sumari, Walaa Abdullah and Al-Abdulkarim, Arwa M. and Al-Hazmi, Nahla Eid and Al-Awad, Majed O. and Borgs, Christian and Chayes, Jennifer T. and Yaghi, Omar M.}
}`,
};
