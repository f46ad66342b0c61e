/**
 * Function words and the common verbs of scientific prose. Without a part-of-speech tagger,
 * keyphrase candidates are the runs of words between these, which approximates TopicRank's
 * "longest sequences of nouns and adjectives".
 */
export const STOPWORDS = new Set(
  (
    "a about above across after again against all almost also although always among an and another any are around as at " +
    "be because been before being below between both but by can cannot could did do does doing done down due during each " +
    "either else enough especially even ever every few for from further had has have having here how however if in into is " +
    "it its itself just least less like likely made make makes making many may might more most much must near nearly neither " +
    "no nor not now of off often on once one only onto or other others otherwise our ours out over own per perhaps rather " +
    "same several shall should since so some such than that the their theirs them themselves then there therefore these they " +
    "this those though through thus to together too toward towards under unless until up upon us very via was we well were " +
    "what whatever when where whereas whether which while who whom whose why will with within without would yet you your " +
    "show shows showed shown use used uses using found find finds obtained obtain provide provides provided observed observe " +
    "indicate indicates indicated suggest suggests suggested reported report reports demonstrate demonstrates demonstrated " +
    "compared compare increased increase increases decreased decrease decreases result results resulted resulting lead leads " +
    "led based allow allows allowed enable enables enabled exhibit exhibits exhibited measured performed investigated " +
    "considered observed achieve achieved required require requires first second third new different various respectively " +
    "fig figure figures table tables eq equation ref refs et al supplementary section data study studies work paper present " +
    "high higher highest low lower lowest large larger small smaller significant significantly good better best"
  ).split(" "),
);
