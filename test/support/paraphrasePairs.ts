/**
 * Question pairs written for this project about one imagined paper (a Ni/Al2O3 catalyst for CO2
 * methanation, with a perovskite-film side study). `paraphrases` ask the same thing in other
 * words, sharing few of them; `distinct` ask different things about the same paper, often in
 * the same words. The near-duplicate tests and the similarity benchmark both use them.
 */
export const PARAPHRASES: readonly (readonly [string, string])[] = [
  ["What temperature was the catalyst calcined at?", "At how many degrees was the catalyst heat-treated?"],
  ["How long did the calcination last?", "For what duration was the sample calcined?"],
  ["Which solvent dissolved the precursor salts?", "In what liquid were the metal nitrates dissolved?"],
  ["What was the surface area of the support?", "How large was the specific area of the carrier measured by BET?"],
  ["Why did the conversion drop after ten hours on stream?", "What caused the activity loss following prolonged operation?"],
  ["What is the band gap of the perovskite film?", "How wide is the optical bandgap of the perovskite layer?"],
  ["How was the crystal structure determined?", "Which technique revealed the crystalline phases?"],
  ["What particle size did the nickel have?", "How big were the Ni crystallites?"],
  ["What pressure was used during the reaction?", "Under how many bar did the methanation run?"],
  ["How did humidity affect the film stability?", "What effect did moisture have on the durability of the layer?"],
  ["Which metal loading gave the highest methane yield?", "What nickel content produced the most CH4?"],
  ["How was the catalyst reduced before testing?", "What activation treatment under hydrogen preceded the measurements?"],
  ["What is the selectivity towards methane?", "How selective was the catalyst for CH4 formation?"],
  ["What caused the carbon deposits on the catalyst?", "Why did coke form on the surface?"],
  ["How was the film thickness measured?", "Which method determined how thick the layer was?"],
];

export const DISTINCT: readonly (readonly [string, string])[] = [
  ["What temperature was the catalyst calcined at?", "What temperature gave the highest CO2 conversion?"],
  ["What was the surface area of the support?", "What was the pore volume of the support?"],
  ["What is the band gap of the perovskite film?", "What is the thickness of the perovskite film?"],
  ["How long did the calcination last?", "How long was the stability test?"],
  ["Which solvent dissolved the precursor salts?", "Which gas was used to reduce the catalyst?"],
  ["What particle size did the nickel have?", "What was the nickel dispersion after reaction?"],
  ["What pressure was used during the reaction?", "What space velocity was used during the reaction?"],
  ["How did humidity affect the film stability?", "How did the annealing affect the grain size of the film?"],
  ["Why did the conversion drop after ten hours on stream?", "Why was alumina chosen as the support?"],
  ["Which metal loading gave the highest methane yield?", "Which promoter improved the low-temperature activity?"],
  ["How was the crystal structure determined?", "How was the nickel content determined?"],
  ["What is the selectivity towards methane?", "What is the activation energy of the reaction?"],
  ["What caused the carbon deposits on the catalyst?", "What caused the sintering of the nickel particles?"],
  ["How was the film thickness measured?", "How was the power conversion efficiency measured?"],
  ["How was the catalyst reduced before testing?", "How was the catalyst prepared?"],
];
