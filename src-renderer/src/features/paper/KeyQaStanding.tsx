import type { KeyQaView } from "@contract/keyQas.ts";
import { describeQaStanding } from "@contract/qaStanding.ts";

/** What leads a key QA: accepted, rejected or to review, a reviewer's decision first (green only for that). */
export function KeyQaStanding({ qa }: { qa: KeyQaView }) {
  const standing = describeQaStanding(qa.verdict, qa.reviewStatus);
  return (
    <p className={`kqa-standing kqa-standing-${standing.tone}`} data-testid="kqa-standing">
      {standing.text}
    </p>
  );
}
