import { buildIsFresh } from '../../scripts/build-state.mjs';

/**
 * How a test starts `bootstrap/<name>.ts` as an operator would: the build when it is newer than
 * every source (CI builds before it tests), else the sources through the tsx loader, which costs
 * each start seconds of CPU.
 */
export function serviceEntry(name: 'main' | 'cli'): string[] {
  fresh ??= buildIsFresh();
  return fresh ? [`dist/bootstrap/${name}.js`] : ['--import', 'tsx', `bootstrap/${name}.ts`];
}

let fresh: boolean | undefined;
