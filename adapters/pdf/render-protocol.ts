import type { PrintDocument, TableRow } from '../../application/printing/ports/pdf-renderer.js';
import type { UnrenderableCharacter } from '../../domain/printing/print.errors.js';
import type { TableHead } from './table-pages.js';

/** A document a worker gets in one message: every layout but the table. */
export type WholeDocument = Exclude<PrintDocument, { layout: 'table' }>;

/**
 * What the pool tells a worker, in order: a whole document; or a table's head, then its rows
 * batch by batch (the next only once the worker has taken the last), then the end of its rows.
 */
export type WorkerRequest =
  | { readonly document: WholeDocument }
  | { readonly table: TableHead }
  | { readonly rows: readonly TableRow[] }
  | { readonly end: true };

/** What rendering one document comes to; plain data, as it crosses from the worker thread. */
export type RenderOutcome =
  | { readonly pdf: Uint8Array<ArrayBuffer> }
  | { readonly unrenderable: readonly UnrenderableCharacter[] };

/**
 * A worker's answer to one document: the outcome, or the message of an unexpected failure; and
 * the size of its heap afterwards, by which the pool decides to replace it. While a table's rows
 * come, `taken` asks for the next batch.
 */
export type WorkerReply =
  | ((RenderOutcome | { readonly failure: string }) & { readonly heapBytes: number })
  | { readonly taken: true };
