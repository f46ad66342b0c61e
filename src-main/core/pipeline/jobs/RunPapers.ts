import type { LibraryDatabase } from "../../db/openDatabase.ts";
import { loadPaperForRun, type PaperInRun } from "../papers/loadPaperForGeneration.ts";

/**
 * The papers one run has read, each read from the library once: the plan reads a paper to split
 * it into items, and the execution that follows takes it from here instead of reading it again.
 * A run resumed in a new process starts with none and reads each paper on its first item.
 */
export class RunPapers {
  readonly #read = new Map<number, PaperInRun>();

  of(db: LibraryDatabase, paperId: number): PaperInRun {
    let paper = this.#read.get(paperId);
    if (!paper) this.#read.set(paperId, (paper = loadPaperForRun(db, paperId)));
    return paper;
  }
}
