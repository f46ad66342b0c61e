/**
 * Splits files (by size in bytes) into consecutive groups for separate upload calls, so no
 * single request grows past what the server accepts and progress shows between groups. A file
 * bigger than `maxBytes` gets a group of its own (the server then says it is too large).
 */
export function chunkUploads(sizes: number[], maxBytes: number, maxFiles: number): number[][] {
  const groups: number[][] = [];
  let current: number[] = [];
  let bytes = 0;
  sizes.forEach((size, index) => {
    if (current.length > 0 && (bytes + size > maxBytes || current.length >= maxFiles)) {
      groups.push(current);
      current = [];
      bytes = 0;
    }
    current.push(index);
    bytes += size;
  });
  if (current.length > 0) groups.push(current);
  return groups;
}
