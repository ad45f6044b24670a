import type { UnrenderableCharacter } from '../../domain/printing/print.errors.js';

/** What rendering one document comes to; plain data, as it crosses from the worker thread. */
export type RenderOutcome =
  | { readonly pdf: Uint8Array<ArrayBuffer> }
  | { readonly unrenderable: readonly UnrenderableCharacter[] };

/**
 * A worker's answer to one document: the outcome, or the message of an unexpected failure; and
 * the size of its heap afterwards, by which the pool decides to replace it.
 */
export type WorkerReply = (RenderOutcome | { readonly failure: string }) & { readonly heapBytes: number };
