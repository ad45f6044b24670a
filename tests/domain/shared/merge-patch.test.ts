import { describe, expect, it } from 'vitest';
import { mergePatch } from '../../../domain/shared/merge-patch.js';

/** RFC 7396, Appendix A: every example, as original, patch and result. */
const RFC_EXAMPLES: [unknown, unknown, unknown][] = [
  [{ a: 'b' }, { a: 'c' }, { a: 'c' }],
  [{ a: 'b' }, { b: 'c' }, { a: 'b', b: 'c' }],
  [{ a: 'b' }, { a: null }, {}],
  [{ a: 'b', b: 'c' }, { a: null }, { b: 'c' }],
  [{ a: ['b'] }, { a: 'c' }, { a: 'c' }],
  [{ a: 'c' }, { a: ['b'] }, { a: ['b'] }],
  [{ a: { b: 'c' } }, { a: { b: 'd', c: null } }, { a: { b: 'd' } }],
  [{ a: [{ b: 'c' }] }, { a: [1] }, { a: [1] }],
  [
    ['a', 'b'],
    ['c', 'd'],
    ['c', 'd'],
  ],
  [{ a: 'b' }, ['c'], ['c']],
  [{ a: 'foo' }, null, null],
  [{ a: 'foo' }, 'bar', 'bar'],
  [{ e: null }, { a: 1 }, { e: null, a: 1 }],
  [[1, 2], { a: 'b', c: null }, { a: 'b' }],
  [{}, { a: { bb: { ccc: null } } }, { a: { bb: {} } }],
];

describe('mergePatch (RFC 7396)', () => {
  it.each(RFC_EXAMPLES)('when %j is patched with %j, then it becomes %j', (original, patch, result) => {
    expect(mergePatch(original, patch)).toEqual(result);
  });

  it('when a patch is applied, then neither the target nor the patch changes', () => {
    const target = { a: { b: 'c' }, d: [1] };
    const patch = { a: { b: null, e: 'f' }, d: null };
    expect(mergePatch(target, patch)).toEqual({ a: { e: 'f' } });
    expect(target).toEqual({ a: { b: 'c' }, d: [1] });
    expect(patch).toEqual({ a: { b: null, e: 'f' }, d: null });
  });

  it('when the patch has a "__proto__" member, then it is an ordinary member, not a prototype', () => {
    const merged = mergePatch({ a: 1 }, JSON.parse('{"__proto__": {"polluted": true}}')) as object;
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(Object.keys(merged)).toEqual(['a', '__proto__']);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });
});
