/**
 * A model file's quantization in a researcher's words, with the hub's name kept beside it so it
 * can still be matched against a download page: "F32" reads "full precision (F32)", "Q4_K_M"
 * reads "4-bit (Q4_K_M)". A name this does not know is shown as it is.
 */
export function quantizationWords(name: string): string {
  const upper = name.toUpperCase();
  if (upper === "F32") return `full precision (${name})`;
  if (upper === "F16" || upper === "BF16") return `half precision (${name})`;
  // Q8_0, Q4_K_M, IQ4_XS, TQ1_0: the digit after the Q is the bits per weight.
  const bits = /^(?:I|T)?Q(\d)(?:_|$)/.exec(upper)?.[1];
  return bits ? `${bits}-bit (${name})` : name;
}
