// Keyboard movement in lists and tables, shared by every view that has one.

/** Where the keyboard focus goes in a list of `count` rows after a key press; null for keys it ignores. */
export function nextIndexForKey(current: number, key: string, count: number, pageSize = 10): number | null {
  if (count === 0) return null;
  const last = count - 1;
  switch (key) {
    case "ArrowDown":
      return Math.min(last, current + 1);
    case "ArrowUp":
      return Math.max(0, current - 1);
    case "Home":
      return 0;
    case "End":
      return last;
    case "PageDown":
      return Math.min(last, current + pageSize);
    case "PageUp":
      return Math.max(0, current - pageSize);
    default:
      return null;
  }
}
