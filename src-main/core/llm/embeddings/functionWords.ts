/**
 * Words that carry grammar rather than topic. A question's vector averages its other words, and
 * these would pull every question towards the same point ("what", "the", "was" are in all of them).
 */
export const FUNCTION_WORDS = new Set(
  (
    "a about above after again against all also am an and any are as at be because been before being below between both " +
    "but by can could did do does doing down during each few for from further had has have having he her here hers him his " +
    "how i if in into is it its itself just may me might more most much must my no nor not now of off on once only or other " +
    "our out over own same she should so some such than that the their them then there these they this those through to too " +
    "under until up upon very was we were what when where which while who whom whose why will with within would you your"
  ).split(" "),
);
