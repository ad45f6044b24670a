import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, format, type ICruiseResult, type IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { describe, expect, it } from 'vitest';

const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const fixturesRoot = join(projectRoot, 'tests', 'architecture', 'fixtures');
const LAYERS = ['domain', 'application', 'adapters', 'bootstrap'];
const TIMEOUT_MS = 120_000;

/** Cruises the four layer folders under `baseDir` with the project's own .dependency-cruiser.cjs. */
async function cruiseLayers(baseDir: string): Promise<ICruiseResult> {
  const options = await extractDepcruiseOptions(join(projectRoot, '.dependency-cruiser.cjs'));
  const tsConfigFile = options.tsConfig?.fileName;
  if (!tsConfigFile) throw new Error('.dependency-cruiser.cjs must set options.tsConfig.fileName');
  const tsConfig = extractTSConfig(join(projectRoot, tsConfigFile));
  const layers = LAYERS.filter((layer) => existsSync(join(baseDir, layer)));
  const { output } = await cruise(layers, { ...options, baseDir }, {}, { tsConfig });
  if (typeof output === 'string') throw new Error('dependency-cruiser returned text instead of a result');
  return output;
}

async function describeViolations(result: ICruiseResult): Promise<string> {
  const { output } = await format(result, { outputType: 'err-long' });
  return typeof output === 'string' ? output : JSON.stringify(result.summary.violations, null, 2);
}

const bySeverity = (result: ICruiseResult, severity: string): IViolation[] =>
  result.summary.violations.filter((violation) => violation.rule.severity === severity);

/** `rule: from` pairs, sorted and de-duplicated, so a test can compare them as a whole. */
const ruleAndSource = (violations: IViolation[]): string[] =>
  [...new Set(violations.map((violation) => `${violation.rule.name}: ${violation.from}`))].sort();

describe('layer rules (.dependency-cruiser.cjs)', () => {
  it(
    'when the project layers are cruised, then no import breaks an error-level rule',
    async () => {
      const result = await cruiseLayers(projectRoot);
      const errors = bySeverity(result, 'error');
      const report = errors.length > 0 ? await describeViolations(result) : '';

      expect(errors, `architecture violations:\n${report}`).toEqual([]);
    },
    TIMEOUT_MS,
  );

  describe('when a fixture tree with forbidden imports is cruised', () => {
    it(
      'then each forbidden import is reported as an error, and nothing else is',
      async () => {
        const result = await cruiseLayers(fixturesRoot);

        expect(ruleAndSource(bySeverity(result, 'error'))).toEqual(
          [
            'domain-imports-only-domain: domain/imports-application.ts',
            'domain-imports-only-domain: domain/imports-node-builtin.ts',
            'domain-imports-only-domain: domain/imports-npm.ts',
            'domain-imports-only-domain: domain/imports-type-only.ts',
            'application-imports-only-domain-and-application: application/imports-adapters.ts',
            'application-imports-only-domain-and-application: application/imports-inversify.ts',
            'application-imports-only-domain-and-application: application/imports-node-builtin.ts',
            'application-imports-only-domain-and-application: application/imports-npm.ts',
            'adapters-not-to-bootstrap: adapters/imports-bootstrap.ts',
            'adapters-stay-apart: adapters/pdf/imports-csv.ts',
            'http-adapter-imports-only-formats-and-logging: adapters/http/imports-pdf.ts',
            'prom-client-only-in-metrics-adapter: adapters/http/imports-prom-client.ts',
            'llm-adapter-imports-only-logging: adapters/llm/imports-csv.ts',
            'console-speaks-only-http: adapters/console/imports-csv.ts',
            'console-speaks-only-http: adapters/console/imports-domain.ts',
            'inversify-only-in-bootstrap: adapters/imports-inversify.ts',
            'inversify-only-in-bootstrap: application/imports-inversify.ts',
          ].sort(),
        );
      },
      TIMEOUT_MS,
    );

    it(
      'then a circular import is a warning, not an error',
      async () => {
        const result = await cruiseLayers(fixturesRoot);

        const warnings = bySeverity(result, 'warn');

        // dependency-cruiser reports a cycle once, from whichever member it meets first.
        expect(warnings.length).toBeGreaterThan(0);
        for (const warning of warnings) {
          expect(warning.rule.name).toBe('no-circular');
          expect(warning.from).toMatch(/^domain\/cycle-[ab]\.ts$/);
        }
      },
      TIMEOUT_MS,
    );

    it(
      'then NodeNext ".js" specifiers resolve to the ".ts" sources',
      async () => {
        const result = await cruiseLayers(fixturesRoot);
        const entity = result.modules.find((module) => module.source === 'domain/ok-entity.ts');

        expect(
          entity?.dependencies.map((dependency) => [dependency.resolved, dependency.couldNotResolve]),
        ).toEqual([['domain/ok-value.ts', false]]);
      },
      TIMEOUT_MS,
    );
  });
});
