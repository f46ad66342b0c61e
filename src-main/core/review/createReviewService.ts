import { ReviewerNameSchema, type RenameReviewerResult } from "../../contract/reviewers.ts";
import { type ReviewChange } from "../../contract/review.ts";
import { REVIEW_IDS_ANSWER_MAX, REVIEW_IDS_PAGE_DEFAULT } from "../../contract/reviewIdPages.ts";
import type { ReviewService } from "../../contract/services.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import type { Emit } from "../events/EventHub.ts";
import { readQaDetail } from "../db/repositories/reviewDetail.ts";
import { annotatedQaIds, listReviewers, renameReviewerAnnotations } from "../db/repositories/reviewers.ts";
import { readReviewFacets } from "../db/repositories/reviewFacets.ts";
import { setSetting } from "../db/repositories/settings.ts";
import { InvalidReviewerNameError } from "../errors/InvalidReviewerNameError.ts";
import { requireSearchLength } from "../errors/SearchTooLongError.ts";
import { readSettings } from "../settings/readSettings.ts";
import { countQaQuery, countQueues } from "../db/repositories/reviewCounts.ts";
import { queryQaIds, queryQaPage } from "../db/repositories/reviewPage.ts";
import { queryQaIdsPage } from "../db/repositories/reviewIdPages.ts";
import { ReviewIdsTooManyError } from "../errors/ReviewIdsTooManyError.ts";
import { readReviewState, writeReviewState } from "../db/repositories/reviewStates.ts";
import { applyPatch } from "./applyPatch.ts";
import { RecyclingReader } from "../db/RecyclingReader.ts";
import { readAgreement } from "./agreement/readAgreement.ts";
import { createBulkDecisions, type Serialized } from "./bulkDecisions.ts";

/** The review service, plus what the core calls when it closes. */
export type CoreReviewService = ReviewService & {
  /** Closes the connection the filtered queries read from. */
  dispose(): void;
};

/**
 * Review decisions and corrections of the current reviewer (`reviewer()` is read on every call,
 * so renaming oneself in the settings applies at once). Every write is one transaction and one
 * "review.changed" event, however many QAs it touches; bulk writes are bulkDecisions.ts's.
 */
export function createReviewService(db: () => LibraryDatabase, reviewer: () => string, emit: Emit): CoreReviewService {
  // The queries whose SQL follows the filters read from their own connection (see RecyclingReader).
  const filtered = new RecyclingReader(() => db().name);
  // The review's writes take turns: a write waiting behind a worker's transaction would
  // otherwise hold the main thread in SQLite's busy wait until the worker commits.
  let writing: Promise<unknown> = Promise.resolve();
  const serialized: Serialized = (write) => {
    const next = writing.then(write);
    writing = next.catch(() => undefined);
    return next;
  };
  return {
    async query(request) {
      requireSearchLength(request.query?.search);
      const name = reviewer();
      return filtered.read((connection) => queryQaPage(connection, name, request));
    },
    async ids(query = {}) {
      requireSearchLength(query.search);
      const name = reviewer();
      return filtered.read((connection) => {
        // Counted before any id is read out: past the bound, the ids are asked a page at a time.
        if (countQaQuery(connection, name, query) > REVIEW_IDS_ANSWER_MAX) throw new ReviewIdsTooManyError(REVIEW_IDS_ANSWER_MAX);
        return queryQaIds(connection, name, query);
      });
    },
    async idsPage(request = {}) {
      requireSearchLength(request.query?.search);
      const name = reviewer();
      return filtered.read((connection) => queryQaIdsPage(connection, name, request.query ?? {}, request.after, request.limit ?? REVIEW_IDS_PAGE_DEFAULT));
    },
    async get(id) {
      return readQaDetail(db(), reviewer(), id);
    },
    async annotate(id, patch) {
      const change = await serialized(() => {
        const connection = db();
        const name = reviewer();
        return connection
          .transaction((): ReviewChange => {
            const { state: before, generated } = readReviewState(connection, name, id);
            const after = applyPatch(before, patch, generated);
            writeReviewState(connection, name, id, after);
            return { id, before, after };
          })
          .immediate();
      });
      emit({ type: "review.changed", qaIds: [id] });
      return change;
    },
    ...createBulkDecisions(db, reviewer, emit, serialized),
    async total(query = {}) {
      requireSearchLength(query.search);
      const name = reviewer();
      return filtered.read((connection) => countQaQuery(connection, name, query));
    },
    async counts(query = {}) {
      requireSearchLength(query.search);
      const name = reviewer();
      return filtered.read((connection) => countQueues(connection, name, query));
    },
    async facets() {
      return readReviewFacets(db());
    },
    async reviewers() {
      return listReviewers(db(), reviewer());
    },
    async renameReviewer(to) {
      const checked = ReviewerNameSchema.safeParse(to);
      if (!checked.success) throw new InvalidReviewerNameError(to);
      const name = checked.data;
      const connection = db();
      // The decisions change hands and the settings name the new reviewer in one transaction:
      // a crash leaves either the old name with its decisions or the new one with them.
      const { result, qaIds } = await serialized(() =>
        connection
          .transaction(() => {
            const from = reviewer();
            const qaIds = from === name ? [] : annotatedQaIds(connection, from);
            const counts = renameReviewerAnnotations(connection, from, name);
            setSetting(connection, "reviewer", name);
            return { result: { from, to: name, ...counts } satisfies RenameReviewerResult, qaIds };
          })
          .immediate(),
      );
      emit({ type: "settings.changed", settings: readSettings(connection) });
      if (qaIds.length > 0) emit({ type: "review.changed", qaIds });
      return result;
    },
    async agreement(query = {}) {
      requireSearchLength(query.search);
      const name = reviewer();
      const ids = await filtered.read((connection) => queryQaIds(connection, name, query));
      return readAgreement(db(), ids);
    },
    dispose() {
      filtered.close();
    },
  };
}
