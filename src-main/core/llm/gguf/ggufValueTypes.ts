/** GGUF metadata value types by number, with the fewest bytes a value of each type takes. */
export const GGUF_VALUE_TYPES: Readonly<Record<number, { name: string; minBytes: number }>> = {
  0: { name: "uint8", minBytes: 1 },
  1: { name: "int8", minBytes: 1 },
  2: { name: "uint16", minBytes: 2 },
  3: { name: "int16", minBytes: 2 },
  4: { name: "uint32", minBytes: 4 },
  5: { name: "int32", minBytes: 4 },
  6: { name: "float32", minBytes: 4 },
  7: { name: "bool", minBytes: 1 },
  // A string is a u64 length, then its bytes.
  8: { name: "string", minBytes: 8 },
  // An array is a u32 element type and a u64 length, then its elements.
  9: { name: "array", minBytes: 12 },
  10: { name: "uint64", minBytes: 8 },
  11: { name: "int64", minBytes: 8 },
  12: { name: "float64", minBytes: 8 },
};

export const GGUF_INT32 = 5;
export const GGUF_UINT32 = 4;
export const GGUF_FLOAT32 = 6;
export const GGUF_BOOL = 7;
export const GGUF_STRING = 8;
export const GGUF_ARRAY = 9;
