/**
 * What Ask says where the model menu would be when there is no model to answer with. "No model
 * yet" would contradict an earlier answer shown below that names the model that wrote it (since
 * removed, or the answer was made in another library): say both, so neither line is false.
 */
export function noModelWords(shownAnswerModel: string | null): string {
  if (shownAnswerModel === null) return "No model to answer with yet.";
  return `No model to answer with now; the answer below was written by ${shownAnswerModel}.`;
}
