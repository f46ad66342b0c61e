import { describe, expect, it } from "vitest";
import { exportErrorText } from "../../../src-renderer/src/features/export/exportErrors.ts";
import { ExportInsideDataDirError } from "../../../src-main/core/export/errors/ExportInsideDataDirError.ts";
import { ExportOverwritesLibraryError } from "../../../src-main/core/export/errors/ExportOverwritesLibraryError.ts";
import { ExportTargetBrokenLinkError } from "../../../src-main/core/export/errors/ExportTargetBrokenLinkError.ts";
import { ExportTargetIsFolderError } from "../../../src-main/core/export/errors/ExportTargetIsFolderError.ts";
import { ExportTooLargeError } from "../../../src-main/core/export/errors/ExportTooLargeError.ts";

// Errors reach the page as {name, message}; a plain Error with the name is what the client rebuilds.
const crossed = (error: Error) => Object.assign(new Error(error.message), { name: error.name });

describe("errors of saving an export", () => {
  it("says in words why a refused target was refused and that nothing changed", () => {
    const library = exportErrorText(crossed(new ExportOverwritesLibraryError("/d/library.sqlite", "/d/library.sqlite")));
    expect(library).toMatch(/library itself.*erase your papers/);
    expect(library).toContain("Nothing was changed");
    expect(exportErrorText(crossed(new ExportInsideDataDirError("/d/x.jsonl", "/d")))).toMatch(/keeps its library and models.*Nothing was changed/);
    expect(exportErrorText(crossed(new ExportTargetIsFolderError("/home/ana")))).toMatch(/is a folder.*Nothing was changed/);
    expect(exportErrorText(crossed(new ExportTargetBrokenLinkError("/home/ana/latest.jsonl", "points at /media/usb/qa.jsonl, where there is nothing")))).toMatch(/symbolic link\) to a file that is not there.*Nothing was changed/);
    expect(exportErrorText(crossed(new ExportTooLargeError(128 * 1024 * 1024)))).toMatch(/larger than 128 MiB.*Narrow the selection/);
  });
});
