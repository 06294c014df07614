// Pieces both DOCX generators build their pages from (word-structures.ts, word-resumes.ts).
import { BorderStyle, Paragraph, TabStopType } from "docx";

const NONE = { style: BorderStyle.NONE, size: 0, color: "FFFFFF" };
/** A table drawn without lines: the layout tables Word templates use. */
export const NO_BORDERS = {
  top: NONE,
  bottom: NONE,
  left: NONE,
  right: NONE,
  insideHorizontal: NONE,
  insideVertical: NONE,
};
/** A right tab stop at the text's right edge on a Letter page with one-inch margins. */
export const RIGHT_TAB = [{ type: TabStopType.RIGHT, position: 9360 }];
export const bullet = (text: string) => new Paragraph({ text, bullet: { level: 0 } });
