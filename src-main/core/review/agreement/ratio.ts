/** a / b, or null when b is 0 (a share of nothing is not 0%). */
export const ratio = (a: number, b: number): number | null => (b === 0 ? null : a / b);
