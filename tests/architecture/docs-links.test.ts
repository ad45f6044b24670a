import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { brokenReferences, headingAnchors } from '../support/doc-links.js';

const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('references in docs and comments', () => {
  it('when the project is scanned, then every named repository file and docs anchor exists', () => {
    expect(brokenReferences(projectRoot)).toEqual([]);
  });

  it('when a fixture tree with broken references is scanned, then exactly those are reported', () => {
    const found = brokenReferences(join(projectRoot, 'tests', 'architecture', 'doc-fixtures'));
    expect(found).toEqual(
      expect.arrayContaining([
        { from: 'code.ts', target: 'docs/adr/0099-never-written.md', reason: 'missing file' },
        { from: 'docs/guide.md', target: 'missing.md', reason: 'missing file' },
        { from: 'docs/guide.md', target: '#no-such-heading', reason: 'missing anchor' },
        { from: 'docs/guide.md', target: '../README.md#nowhere', reason: 'missing anchor' },
        { from: 'docs/guide.md', target: 'adapters/http/gone.ts', reason: 'missing file' },
      ]),
    );
    expect(found).toHaveLength(5);
  });

  it('when headings repeat or carry punctuation, then their anchors are spelt as GitHub spells them', () => {
    const anchors = headingAnchors(
      '# API4 Unrestricted `resource` use\n## Tasks & tags\n## Tasks & tags\n```\n# not a heading\n```',
    );
    expect([...anchors]).toEqual(['api4-unrestricted-resource-use', 'tasks--tags', 'tasks--tags-1']);
  });
});
