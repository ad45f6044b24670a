/** Characters of right-to-left scripts and the controls that open a right-to-left run. */
const RIGHT_TO_LEFT =
  /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\u200f\u202b\u202e\u2067]/u;

/** Shaped right-to-left text may come out a little wider than its characters' advances add up to. */
export const SHAPING_ALLOWANCE = 0.97;

/**
 * Whether a text needs the Unicode bidirectional algorithm, which pdfkit's plain text calls do
 * not apply: lines holding such text are put in order by visual-order.ts.
 */
export function needsBidi(text: string): boolean {
  return RIGHT_TO_LEFT.test(text);
}
