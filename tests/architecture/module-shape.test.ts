import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type ModuleMap, moduleShapeProblems } from '../support/module-shape.js';

const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The project's module map (docs/architecture.md#the-module-map). */
const PROJECT: ModuleMap = {
  modules: [
    'access',
    'badges',
    'changes',
    'companies',
    'contacts',
    'llm',
    'nomenclatures',
    'settings',
    'tags',
    'tasks',
    'template-objects',
    'webhooks',
  ],
  kernels: ['backup', 'exchange', 'listing', 'printing', 'records', 'shared'],
  technical: {
    'adapters/http': ['openapi'],
    'adapters/persistence/drizzle': ['schema'],
    'tests/http': ['concurrency', 'security'],
  },
};

describe('module shape', () => {
  it('when the project is checked, then every module has its folder in every layer, its bindings and its tests, and nothing else stands beside them', () => {
    expect(moduleShapeProblems(projectRoot, PROJECT)).toEqual([]);
  });

  it('when a fixture tree lacks folders and holds strays, then exactly those are reported', () => {
    const fixture = join(projectRoot, 'tests', 'architecture', 'module-fixtures');
    const map: ModuleMap = {
      modules: ['widgets', 'gadgets'],
      kernels: ['shared'],
      technical: { 'adapters/http': ['openapi'] },
    };
    expect(moduleShapeProblems(fixture, map)).toEqual([
      'adapters/http/records/ is neither a module nor a kernel',
      'application/gadgets/ is missing',
      'bootstrap/gadgets.bindings.ts is missing',
      "bootstrap/taxonomy.bindings.ts is neither a module's nor a kernel's bindings",
      'tests/http/gadgets/ is missing',
    ]);
  });
});
