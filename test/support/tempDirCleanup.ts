// Set-up file of every project (vitest.config.ts): removes tempDir's directories after each test
// and tempDirForSuite's after each file. The hooks live here, not in tempDir.ts, because the
// projects that share worker processes (isolate: false) evaluate tempDir.ts once per worker, so
// hooks registered there ran for the first file only and every later file's directories stayed
// behind; a set-up file runs again for each file.
import { afterAll, afterEach } from "vitest";
import { removeSuiteDirs, removeTestDirs } from "./tempDir.ts";

afterEach(removeTestDirs);
afterAll(removeSuiteDirs);
