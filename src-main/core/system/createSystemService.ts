import type { SystemService } from "../../contract/services.ts";
import type { DoctorReport } from "../../contract/system.ts";

export interface SystemServiceOptions {
  /**
   * Checks the installation. Passed in because the doctor (../doctor/) starts llama.cpp and
   * pdf.js, whose folders read this one's data and cache folders: importing it here would close
   * a folder cycle.
   */
  runDoctor: () => Promise<DoctorReport>;
}

/** The `system` service: what the installation can do. */
export function createSystemService(options: SystemServiceOptions): SystemService {
  return {
    doctor: () => options.runDoctor(),
  };
}
