import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The folders a module's code lives in, one per layer; every module has all of them. */
const LAYER_FOLDERS = [
  'domain',
  'application',
  'adapters/http',
  'adapters/persistence/drizzle',
  'adapters/persistence/memory',
] as const;

/** Test folders that mirror a module: its domain rules and its HTTP behaviour. */
const MIRRORED_TEST_FOLDERS = ['tests/domain', 'tests/http'] as const;

export interface ModuleMap {
  /** Business modules: each has a folder of its name in every layer, its bindings and its tests. */
  readonly modules: readonly string[];
  /** Shared kernels (named for what they are), allowed beside the modules in any layer. */
  readonly kernels: readonly string[];
  /** Other folders a layer may hold (technical, not a module), by layer or test folder. */
  readonly technical: Readonly<Record<string, readonly string[]>>;
}

/** What is missing or out of place, as sentences naming the path; empty when the tree has the shape. */
export function moduleShapeProblems(root: string, map: ModuleMap): string[] {
  const problems: string[] = [];
  const known = (folder: string) => [...map.modules, ...map.kernels, ...(map.technical[folder] ?? [])];
  for (const folder of [...LAYER_FOLDERS, ...MIRRORED_TEST_FOLDERS]) {
    for (const module of map.modules) {
      const path = join(folder, module);
      if (!hasFiles(join(root, path))) problems.push(`${path}/ is missing`);
    }
    for (const name of subfolders(join(root, folder))) {
      if (!known(folder).includes(name)) problems.push(`${folder}/${name}/ is neither a module nor a kernel`);
    }
  }
  for (const module of map.modules) {
    const bindings = `bootstrap/${module}.bindings.ts`;
    if (!existsSync(join(root, bindings))) problems.push(`${bindings} is missing`);
  }
  const bootstrap = join(root, 'bootstrap');
  for (const file of existsSync(bootstrap) ? readdirSync(bootstrap) : []) {
    const name = /^(.+)\.bindings\.ts$/.exec(file)?.[1];
    if (name !== undefined && !known('bootstrap').includes(name)) {
      problems.push(`bootstrap/${file} is neither a module's nor a kernel's bindings`);
    }
  }
  return problems.sort();
}

/** Folders holding a file somewhere below: git keeps no empty folder, so neither does the check. */
function subfolders(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && hasFiles(join(folder, entry.name)))
    .map((entry) => entry.name);
}

function hasFiles(folder: string): boolean {
  if (!existsSync(folder)) return false;
  return readdirSync(folder, { withFileTypes: true }).some(
    (entry) =>
      !entry.name.startsWith('.') &&
      (entry.isFile() || (entry.isDirectory() && hasFiles(join(folder, entry.name)))),
  );
}
