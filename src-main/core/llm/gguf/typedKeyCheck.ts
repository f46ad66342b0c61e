import { type CheckedGgufFields, fmt } from "./CheckedGgufFields.ts";
import { describeShape, PER_TOKEN_ARRAYS, sameShape, TYPED_KEYS, type ValueShape } from "./typedKeys.ts";

/** A metadata key llama.cpp reads with one type, as the file wrote it. */
export interface SeenKey extends ValueShape {
  label: string;
  length?: number;
}

/** Each typed key the file holds has the type llama.cpp reads it as; each per-token array has one entry per token. */
export function checkTypedKeys(typedKeys: ReadonlyMap<string, SeenKey>, fields: CheckedGgufFields): void {
  for (const [name, expected] of Object.entries(TYPED_KEYS)) {
    const seen = typedKeys.get(name);
    if (seen && !sameShape(seen, expected)) {
      throw fields.corrupt(`${seen.label} value type`, `is ${describeShape(seen)}; llama.cpp reads this key only as ${describeShape(expected)}`);
    }
  }
  const tokens = typedKeys.get("tokenizer.ggml.tokens");
  for (const name of PER_TOKEN_ARRAYS) {
    const array = typedKeys.get(name);
    if (tokens && array && array.length !== tokens.length) {
      throw fields.corrupt(`${array.label} array length`, `is ${fmt(array.length ?? 0)} where the vocabulary has ${fmt(tokens.length ?? 0)} tokens`);
    }
  }
}
