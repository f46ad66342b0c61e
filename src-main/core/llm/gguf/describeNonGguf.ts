import { sniffFileKind } from "../../files/sniffFileKind.ts";

/**
 * Why a file is not a GGUF, from its first bytes, for NotGgufError's detail. The usual culprits
 * when a model "downloads" but will not load: a Git LFS pointer (the repository was cloned
 * without LFS), a hub login or error page saved under the model's name, or weights in another
 * format (safetensors, PyTorch) that must be converted to GGUF first.
 */
export function describeNonGguf(bytes: Uint8Array): string {
  if (bytes.length === 0) return "the file is empty, usually a failed download or copy";
  const text = new TextDecoder("latin1").decode(bytes.subarray(0, 512));
  const start = `it starts with ${JSON.stringify(text.slice(0, 4))} instead of "GGUF"`;
  if (text.startsWith("version https://git-lfs")) {
    return "it is a Git LFS pointer, not the model itself: the repository was cloned without Git LFS; download the .gguf file itself";
  }
  if (/^\s*(<!doctype html|<html)/i.test(text)) return `it looks like a web page, perhaps a login or error page saved instead of the model; ${start}`;
  if (text.startsWith("%PDF-")) return `it looks like a PDF document; ${start}`;
  if (isSafetensors(bytes)) return "it looks like a safetensors file; convert it to GGUF (llama.cpp's convert_hf_to_gguf.py) or download a GGUF build";
  if (text.startsWith("PK\u0003\u0004") && text.includes("data.pkl")) return "it looks like a PyTorch checkpoint; convert it to GGUF or download a GGUF build";
  if (text.startsWith("GGML") || text.startsWith("ggjt") || text.startsWith("ggla") || text.startsWith("lmgg") || text.startsWith("tjgg")) {
    return "it is in the older GGML format, which llama.cpp no longer reads; download a GGUF build of the model";
  }
  const kind = sniffFileKind(bytes);
  return kind ? `it looks like ${kind}; ${start}` : start;
}

/** safetensors: an 8-byte little-endian header length, then a JSON header. */
function isSafetensors(bytes: Uint8Array): boolean {
  if (bytes.length < 10) return false;
  return bytes[8] === 0x7b && bytes[9] === 0x22 && bytes[6] === 0 && bytes[7] === 0;
}
