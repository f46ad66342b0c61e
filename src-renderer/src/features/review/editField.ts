// Below the card and the texts it shows (and the focus view's edits): the card passes the field
// being edited to QaTexts, so declared in the card the two imported each other.

/** The texts a reviewer can correct in the focus view. */
export type EditField = "answer" | "question" | "context";
