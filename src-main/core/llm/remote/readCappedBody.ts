/**
 * A response body read as a stream and stopped after `limitBytes`: the rest is never read, and
 * the connection is closed, so an answer of any size costs at most the limit. `whenOver` says
 * what happens then: "throw" (the caller turns it into a named error) or "cut" (the start is
 * enough, as for an error page that is only described). Sizes count decoded bytes, so a
 * compressed answer cannot expand past the limit either. `onPiece` is told of every piece as it
 * arrives (an idle limit restarts its count there).
 */
export async function readCappedBody(response: Response, limitBytes: number, whenOver: "throw" | "cut", onPiece?: () => void): Promise<{ text: string; over: boolean }> {
  const declared = Number(response.headers.get("content-length") ?? Number.NaN);
  if (whenOver === "throw" && Number.isFinite(declared) && declared > limitBytes) {
    await response.body?.cancel().catch(() => undefined);
    return { text: "", over: true };
  }
  const reader = response.body?.getReader();
  if (!reader) return { text: "", over: false };
  const chunks: Uint8Array[] = [];
  let size = 0;
  let over = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    onPiece?.();
    if (size + value.byteLength > limitBytes) {
      over = true;
      if (whenOver === "cut") chunks.push(value.subarray(0, limitBytes - size));
      await reader.cancel().catch(() => undefined);
      break;
    }
    chunks.push(value);
    size += value.byteLength;
  }
  if (over && whenOver === "throw") return { text: "", over: true };
  return { text: new TextDecoder().decode(Buffer.concat(chunks)), over };
}
