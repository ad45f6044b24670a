/** The part of fontkit 2 this adapter uses; the package ships no type declarations. */
declare module 'fontkit' {
  export interface Glyph {
    readonly advanceWidth: number;
  }

  export interface Font {
    readonly unitsPerEm: number;
    readonly ascent: number;
    readonly descent: number;
    hasGlyphForCodePoint(codePoint: number): boolean;
    glyphForCodePoint(codePoint: number): Glyph;
    layout(text: string): { readonly advanceWidth: number };
  }

  export function openSync(path: string): Font;
}
