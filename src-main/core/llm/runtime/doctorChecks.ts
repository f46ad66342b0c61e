import type { RuntimeInfo } from "../../../contract/llm.ts";
import type { ComponentCheck } from "../../../contract/system.ts";
import { BACKEND_LABELS, describeUnavailable, detectBackends } from "./backends.ts";

const gib = (bytes: number) => `${(bytes / 2 ** 30).toFixed(1)} GiB`;

/**
 * `doctor` lines for the model runtime: backend in use, GPU backends found (and why the others
 * are not), devices with their memory. Only llama.cpp's bindings are loaded, never a model.
 */
export async function llmDoctorChecks(info: () => Promise<RuntimeInfo>): Promise<{ checks: ComponentCheck[]; info: RuntimeInfo | null }> {
  let runtime: RuntimeInfo;
  try {
    runtime = await info();
  } catch (error) {
    return { checks: [{ name: "llama.cpp", version: null, ok: false, detail: (error as Error).message }], info: null };
  }
  const detection = await detectBackends();
  const gpuLines = detection.valid.map((backend) =>
    detection.available.includes(backend) ? `${BACKEND_LABELS[backend]}: found` : `${BACKEND_LABELS[backend]}: ${describeUnavailable(backend, detection)}`,
  );
  const devices = runtime.devices.length === 0
    ? "none in use (CPU backend)"
    : `${runtime.devices.join(", ")}${runtime.vram ? ` (${gib(runtime.vram.free)} of ${gib(runtime.vram.total)} VRAM free)` : ""}`;
  const checks: ComponentCheck[] = [
    {
      name: "llama.cpp",
      version: runtime.llamaCpp,
      ok: true,
      detail: `backend ${BACKEND_LABELS[runtime.backend]}${runtime.fallbackReason ? ` (${runtime.fallbackReason})` : ""}; ` +
        `${runtime.threads} thread${runtime.threads === 1 ? "" : "s"} by default (${runtime.cpuMathCores} math cores); RAM ${gib(runtime.ram.free)} free of ${gib(runtime.ram.total)}`,
    },
    // None found is no problem (the CPU backend runs), but no GPU is not "ok" either: marked absent.
    { name: "gpu backends", version: null, ok: true, absent: detection.available.length === 0, detail: gpuLines.join("; ") || "none for this platform" },
    { name: "gpu devices", version: null, ok: true, absent: runtime.devices.length === 0, detail: devices },
  ];
  return { checks, info: runtime };
}
