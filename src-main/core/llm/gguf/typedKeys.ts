import { GGUF_ARRAY, GGUF_FLOAT32, GGUF_INT32, GGUF_STRING, GGUF_UINT32, GGUF_VALUE_TYPES } from "./ggufValueTypes.ts";

/** A metadata value's type: scalar or array of `elementType`. */
export interface ValueShape {
  type: number;
  elementType?: number;
}

/**
 * Keys llama.cpp reads with one fixed type and no check of its own: it asserts (ending the
 * process) on another scalar type, and reads a numeric array of another width past its end.
 */
export const TYPED_KEYS: Readonly<Record<string, ValueShape>> = {
  "general.alignment": { type: GGUF_UINT32 },
  "general.architecture": { type: GGUF_STRING },
  "tokenizer.ggml.tokens": { type: GGUF_ARRAY, elementType: GGUF_STRING },
  "tokenizer.ggml.scores": { type: GGUF_ARRAY, elementType: GGUF_FLOAT32 },
  "tokenizer.ggml.token_type": { type: GGUF_ARRAY, elementType: GGUF_INT32 },
  "tokenizer.ggml.merges": { type: GGUF_ARRAY, elementType: GGUF_STRING },
};

/** Arrays llama.cpp indexes by token id: one shorter than the token list is read past its end. */
export const PER_TOKEN_ARRAYS: readonly string[] = ["tokenizer.ggml.scores", "tokenizer.ggml.token_type"];

export function describeShape(shape: ValueShape): string {
  const name = (type: number) => GGUF_VALUE_TYPES[type]?.name ?? `type ${type}`;
  return shape.type === GGUF_ARRAY ? `an array of ${name(shape.elementType ?? -1)}` : `a ${name(shape.type)}`;
}

export function sameShape(a: ValueShape, b: ValueShape): boolean {
  return a.type === b.type && (a.type !== GGUF_ARRAY || a.elementType === b.elementType);
}
