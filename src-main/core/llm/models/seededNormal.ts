// The tiny model's weights are drawn from this seeded generator, so the same options always give
// the same bytes and the same generations.

/**
 * Deterministic numbers in [0, 1) from a 32-bit state (mulberry32): the same state gives the same
 * sequence on every run. The tiny model's weights and the tests' generated files both draw from it.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Deterministic PRNG (mulberry32, its seed scrambled first) with a Box-Muller normal sampler. */
export function createRandom(seed: number) {
  const uniform = mulberry32(Math.imul(seed ^ 0x5bd1e995, 0x9e3779b1) + 0x6d2b79f5);
  let spare: number | null = null;
  const normal = () => {
    if (spare !== null) {
      const value = spare;
      spare = null;
      return value;
    }
    const u = Math.max(uniform(), 1e-12);
    const v = uniform();
    const r = Math.sqrt(-2 * Math.log(u));
    spare = r * Math.sin(2 * Math.PI * v);
    return r * Math.cos(2 * Math.PI * v);
  };
  return { uniform, normal };
}
