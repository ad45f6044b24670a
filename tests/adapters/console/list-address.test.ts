import { describe, expect, it } from 'vitest';
import {
  bothWays,
  oneOf,
  searchAndSort,
  someOf,
  withoutDefaults,
} from '../../../adapters/console/src/ui/list-address.js';

const SORTS = bothWays(['lastName', 'email'] as const);
const ADDRESS = searchAndSort(SORTS, 'lastName');

describe("a list's address", () => {
  it('when a list is written and read again, then it is the same list', () => {
    const written = ADDRESS.write({ q: 'ada lovelace', sort: '-email' });
    expect(written.toString()).toBe('q=ada+lovelace&sort=-email');
    expect(ADDRESS.read(written)).toEqual({ q: 'ada lovelace', sort: '-email' });
  });

  it('when the list is plain, then its address holds nothing', () => {
    expect(ADDRESS.write({ q: '', sort: 'lastName' }).toString()).toBe('');
  });

  it('when an address was edited by hand, then what the list does not know falls back to the defaults', () => {
    expect(ADDRESS.read(new URLSearchParams('sort=password'))).toEqual({ q: '', sort: 'lastName' });
    expect(oneOf('-email', SORTS, 'lastName')).toBe('-email');
    expect(someOf(['NOPE', 'DONE', 'TODO'], ['TODO', 'DONE'] as const)).toEqual(['TODO', 'DONE']);
  });

  it('when a filter holds several values, then its name repeats, and empty ones are left out', () => {
    expect(withoutDefaults({ q: '', status: ['TODO', 'DONE'], tagId: '3' }).toString()).toBe(
      'status=TODO&status=DONE&tagId=3',
    );
  });
});
