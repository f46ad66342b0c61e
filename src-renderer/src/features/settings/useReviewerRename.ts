import { useEffect, useRef, useState } from "react";
import type { ReviewerSummary } from "@contract/reviewers.ts";
import { formatCount } from "../../shared/format.ts";
import { reviewErrorText } from "../review/reviewErrors.ts";
import { useReviewerName } from "./useReviewerName.ts";

export type ReviewerNameStatus = { state: "idle" } | { state: "saving" } | { state: "saved"; message: string } | { state: "error"; message: string };

/**
 * Changing the reviewer name: the text being typed, applied once per edit (Enter, or leaving the
 * field); when the current name has decisions, the question whether the new name is the same
 * person, and what the answer did.
 */
export function useReviewerRename(current: string) {
  const calls = useReviewerName();
  const [text, setText] = useState(current);
  const [status, setStatus] = useState<ReviewerNameStatus>({ state: "idle" });
  const [question, setQuestion] = useState<{ to: string; from: ReviewerSummary; target: ReviewerSummary | null } | null>(null);
  const editing = useRef(false);

  // A name saved elsewhere (another window, or this field) shows unless the user is typing.
  useEffect(() => {
    if (!editing.current) setText(current);
  }, [current]);

  // Runs once per edit: Enter and the blur that follows (or the dialog taking the focus) apply it once.
  const apply = async () => {
    if (!editing.current) return;
    editing.current = false;
    const to = text.trim();
    if (to === "") {
      setStatus({ state: "error", message: "The reviewer name cannot be empty; it is stored with every decision." });
      return;
    }
    if (to === current) {
      setText(current);
      if (status.state === "error") setStatus({ state: "idle" });
      return;
    }
    setStatus({ state: "saving" });
    try {
      const reviewers = await calls.reviewers();
      const from = reviewers.find((r) => r.current);
      if (!from || from.annotated === 0) {
        await calls.switchTo(to);
        setStatus({ state: "saved", message: `Reviewing as ${to} now.` });
        return;
      }
      setStatus({ state: "idle" });
      setQuestion({ to, from, target: reviewers.find((r) => r.name === to) ?? null });
    } catch (error) {
      setStatus({ state: "error", message: reviewErrorText("change the reviewer name", error) });
    }
  };

  const answer = async (samePerson: boolean | null) => {
    const asked = question;
    setQuestion(null);
    if (!asked || samePerson === null) {
      setText(current);
      setStatus({ state: "idle" });
      return;
    }
    setStatus({ state: "saving" });
    try {
      if (samePerson) {
        const result = await calls.rename(asked.to);
        const count = result.moved + result.merged;
        const merged = result.merged > 0 ? `; ${formatCount(result.merged, "QA")} both names had decided were merged, the more recent decision winning` : "";
        setStatus({ state: "saved", message: `Reviewing as ${asked.to}: ${formatCount(count, "QA")} with decisions or corrections moved from ${asked.from.name}${merged}.` });
      } else {
        await calls.switchTo(asked.to);
        setStatus({ state: "saved", message: `Reviewing as ${asked.to}. ${asked.from.name}'s decisions stay with ${asked.from.name} and show in Review as another reviewer's.` });
      }
    } catch (error) {
      setText(current);
      setStatus({ state: "error", message: reviewErrorText("change the reviewer name", error) });
    }
  };

  const type = (value: string) => {
    editing.current = true;
    setText(value);
    if (status.state !== "idle") setStatus({ state: "idle" });
  };
  const revert = () => {
    editing.current = false;
    setText(current);
  };
  return { text, status, question, apply, answer, type, revert };
}
