/**
 * Threads per evaluation when the user has not chosen: the CPU cores useful for math (physical
 * cores, as llama.cpp counts them) minus one, at least one.
 *
 * Why not llama.cpp's default (all math cores, at least 4): its threads spin while they wait for
 * each other, so as soon as they outnumber the cores left free by the app, the OS and other
 * jobs, every token waits on a descheduled thread. On the project's 2-vCPU machines the
 * default made stories260K ~1,500x slower than one thread, and 2 threads were still 15-150x
 * slower than 1 (`npm run bench:llm` prints the figures). Leaving a core free keeps the UI and
 * the PDF workers responsive and avoids that collapse.
 */
export function defaultThreadCount(cpuMathCores: number): number {
  return Math.max(1, Math.floor(cpuMathCores) - 1);
}
