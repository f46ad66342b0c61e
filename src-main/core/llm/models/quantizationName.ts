import { GgmlType, GgufFileType, type GgufTensorInfo } from "node-llama-cpp";

/**
 * The quantization as model hubs name it ("Q4_K_M", "Q8_0", "F16", "F32"). `general.file_type`
 * says it for the whole file (node-llama-cpp's enum names it "MOSTLY_Q4_K_M" / "ALL_F32"); older
 * converters leave it out, and then the most common tensor type is the best answer we have
 * (e.g. "Q4_K", without the S/M/L mix, which only the file type records).
 */
export function quantizationName(fileType: number | undefined, tensors: readonly GgufTensorInfo[] | undefined): string | null {
  if (typeof fileType === "number") {
    const name = GgufFileType[fileType];
    if (name) return name.replace(/^(MOSTLY|ALL)_/, "");
  }
  const dominant = dominantTensorType(tensors ?? []);
  return dominant === undefined ? null : (GgmlType[dominant] ?? null);
}

/** The ggml type holding the most weights. */
function dominantTensorType(tensors: readonly GgufTensorInfo[]): GgmlType | undefined {
  const weights = new Map<GgmlType, number>();
  for (const tensor of tensors) weights.set(tensor.ggmlType, (weights.get(tensor.ggmlType) ?? 0) + elementCount(tensor));
  let best: GgmlType | undefined;
  for (const [type, count] of weights) if (best === undefined || count > weights.get(best)!) best = type;
  return best;
}

/** Weights in one tensor: the product of its dimensions. */
export function elementCount(tensor: GgufTensorInfo): number {
  return tensor.dimensions.reduce<number>((product, dimension) => product * Number(dimension), 1);
}
