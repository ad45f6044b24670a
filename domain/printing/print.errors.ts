import { DomainError, type ErrorKind, Unprocessable } from '../shared/domain-error.js';
import { describeUnrenderable, type UnrenderableCharacter } from './unrenderable-characters.js';

export type { UnrenderableCharacter } from './unrenderable-characters.js';

/** Printing never substitutes or drops a character, so a document holding one it cannot print is refused. */
export class UnrenderableText extends Unprocessable {
  constructor(readonly characters: readonly UnrenderableCharacter[]) {
    const { detail, details } = describeUnrenderable(characters);
    super('PRINT.UNRENDERABLE_CHARACTER', detail, details);
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
