import { DomainError, type ErrorKind, Unprocessable } from '../shared/domain-error.js';

/** A character of a printed text that no bundled font has a glyph for. */
export interface UnrenderableCharacter {
  /** Where it occurs, e.g. `records[3].Description` or `badges[0].name`. */
  readonly path: string;
  /** The same for a reader, e.g. `Task ABC-1 (ID 42), field Description`. */
  readonly place: string;
  readonly codePoint: number;
}

/** Longer lists say nothing more and only bloat the response. */
const MAX_REPORTED = 20;

/** Printing never substitutes or drops a character, so a document holding one it cannot print is refused. */
export class UnrenderableText extends Unprocessable {
  constructor(readonly characters: readonly UnrenderableCharacter[]) {
    super(
      'PRINT.UNRENDERABLE_CHARACTER',
      `The document holds ${characters.length === 1 ? 'a character' : 'characters'} no font can print`,
      characters.slice(0, MAX_REPORTED).map(({ path, place, codePoint }) => ({
        path,
        message: `${place}: ${codePointLabel(codePoint)} cannot be printed: no font has a glyph for it`,
      })),
    );
  }
}

/** More records than one document may hold; counted before anything is read or rendered. */
export class PrintTooLarge extends DomainError {
  readonly kind: ErrorKind = 'too-large';
  constructor(count: number, limit: number, layout: 'record' | 'table') {
    super(
      'PRINT.TOO_LARGE',
      `The printout would hold ${count} records, more than the ${limit} allowed in the ${layout} layout; ` +
        (layout === 'record'
          ? 'print them as a table (layout=table) or print a selection (print-selected.pdf)'
          : 'print a selection (print-selected.pdf), or export the records instead'),
    );
  }
}

/** Too many documents are already waiting to be rendered. */
export class PrintingBusy extends DomainError {
  readonly kind: ErrorKind = 'unavailable';
  constructor(readonly retryAfterSeconds: number) {
    super('PRINT.BUSY', 'Too many documents are being printed; try again shortly');
  }
}

/** The client went away before its document was ready: the render was stopped. Nobody reads the answer. */
export class PrintCancelled extends DomainError {
  readonly kind: ErrorKind = 'unavailable';
  constructor() {
    super('PRINT.CANCELLED', 'The client went away; the printout was stopped');
  }
}

/** `U+00E9`, the usual notation: at least four upper-case hex digits. */
export function codePointLabel(codePoint: number): string {
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
}
