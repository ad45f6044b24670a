import type { Font } from 'fontkit';

/** The members of fontkit 2.0.4 (the version installed with pdfkit) that the patch below reaches. */
interface LaidOutFont {
  readonly _layoutEngine: { readonly engine?: { readonly GPOSProcessor: object | null } };
}

type ApplyAnchor = (
  this: unknown,
  markRecord: { markAnchor: unknown },
  baseAnchor: unknown,
  base: number,
) => void;

let patched = false;

/**
 * fontkit throws on a NULL anchor in a mark attachment lookup (an offset of 0, which OpenType
 * allows: that mark does not attach to that base), so one Gurmukhi word could fail a whole
 * printout; Noto Sans Gurmukhi has such anchors. Such a mark is left where it is, as HarfBuzz
 * does. The patch goes on the class of fontkit's GPOS processor, shared by every font and by
 * pdfkit, which imports the same fontkit; it is applied once, when the first font with
 * positioning rules is opened.
 */
export function tolerateNullAnchors(font: Font): void {
  if (patched) return;
  const processor = (font as unknown as LaidOutFont)._layoutEngine.engine?.GPOSProcessor;
  if (!processor) return;
  const prototype = Object.getPrototypeOf(processor) as { applyAnchor: ApplyAnchor };
  const applyAnchor = prototype.applyAnchor;
  prototype.applyAnchor = function (markRecord, baseAnchor, base) {
    if (!baseAnchor || !markRecord.markAnchor) return;
    applyAnchor.call(this, markRecord, baseAnchor, base);
  };
  patched = true;
}
