import { Fragment } from "react";

/** After these a long file name may wrap: "chemlit_qa_test_split.csv" breaks at its parts, never inside a word. */
const BREAK_AFTER = /(?<=[_\-./\\])/;

/**
 * A file name or path that wraps between its parts (after "_", "-", ".", "/") instead of at any
 * letter, as CSS `overflow-wrap: anywhere` does ("chemlit_qa_test_spl|it"). A part longer than
 * the line still breaks (the container keeps `overflow-wrap: break-word`). The <wbr> marks copy
 * as nothing: the name copies whole.
 */
export function BreakableName({ text }: { text: string }) {
  const parts = text.split(BREAK_AFTER);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 && <wbr />}
        </Fragment>
      ))}
    </>
  );
}
