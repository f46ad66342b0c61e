/** A batch of texts to embed (already cut to the encoder's limit, none empty). */
export interface EmbedRequest {
  id: number;
  texts: string[];
}

/** One vector per text, `dimension` floats each, packed in one buffer (moved, not copied). */
export type EmbedReply = { id: number; ok: true; vectors: Float32Array; dimension: number } | { id: number; ok: false; error: { name: string; message: string } };
