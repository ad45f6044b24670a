// Architecture rules: imports point inward (domain <- application <- adapters <- bootstrap).
// Checked by `npm run arch` (CLI) and by tests/architecture/layers.test.ts (API, plus fixtures
// that prove each rule fires). Paths are relative to the directory the cruise runs from.

/** npm packages whose import is the container's business only. */
const INVERSIFY = '(^|/)(node_modules/)?(inversify|@inversifyjs/[^/]+)(/|$)';
/** The metrics library: only its adapter knows it; everything else reports through ports. */
const PROM_CLIENT = '(^|/)(node_modules/)?prom-client(/|$)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-imports-only-domain',
      comment:
        'domain/ is pure TypeScript: no npm package, no node: built-in, no other layer. ' +
        'Move the dependency behind a port in application/ and implement it in adapters/.',
      severity: 'error',
      from: { path: '^domain/' },
      to: { pathNot: '^domain/' },
    },
    {
      name: 'application-imports-only-domain-and-application',
      comment:
        'application/ may import domain/ and application/ only: no npm package, no node: built-in, ' +
        'no adapters/ or bootstrap/. Declare a port and implement it in adapters/.',
      severity: 'error',
      from: { path: '^application/' },
      to: { pathNot: '^(domain|application)/' },
    },
    {
      name: 'adapters-not-to-bootstrap',
      comment:
        'adapters/ must not import bootstrap/: the composition root depends on adapters, not the reverse.',
      severity: 'error',
      from: { path: '^adapters/' },
      to: { path: '^bootstrap/' },
    },
    {
      name: 'http-adapter-imports-only-formats-and-logging',
      comment:
        'adapters/http/ may use three other adapters: csv/ and archive/ (wire formats, like JSON: ' +
        'the use cases take and give records, never bytes) and logging/ (how an error is described ' +
        'in a log line). Anything else goes through a port in application/.',
      severity: 'error',
      from: { path: '^adapters/http/' },
      to: { path: '^adapters/', pathNot: '^adapters/(http|csv|archive|logging)/' },
    },
    {
      name: 'llm-adapter-imports-only-logging',
      comment: 'adapters/llm/ may describe errors for the log (logging/); nothing else of another adapter.',
      severity: 'error',
      from: { path: '^adapters/llm/' },
      to: { path: '^adapters/', pathNot: '^adapters/(llm|logging)/' },
    },
    {
      name: 'adapters-stay-apart',
      comment:
        'An adapter does not import another one (only the exceptions above are written down): ' +
        'they meet in bootstrap/, through the ports of application/. threads/ is a tool, not an ' +
        'adapter: the worker threads of the SQLite readers and of password hashing.',
      severity: 'error',
      from: { path: '^adapters/(?!http/|llm/|console/)([^/]+)/' },
      to: { path: '^adapters/', pathNot: '^adapters/($1|threads)/' },
    },
    {
      name: 'console-speaks-only-http',
      comment:
        'adapters/console/ is a browser application that drives the service through its public HTTP ' +
        'API, like any other client: it imports nothing of domain/, application/, bootstrap/ or another ' +
        'adapter. What it needs of the contract comes from the generated OpenAPI types.',
      severity: 'error',
      from: { path: '^adapters/console/' },
      to: { path: '^(domain|application|bootstrap|adapters/(?!console/))' },
    },
    {
      name: 'inversify-only-in-bootstrap',
      comment:
        'Only bootstrap/ knows the container; every other layer gets its collaborators by constructor.',
      severity: 'error',
      from: { pathNot: '^bootstrap/' },
      to: { path: INVERSIFY },
    },
    {
      name: 'prom-client-only-in-metrics-adapter',
      comment:
        'Only adapters/metrics/ knows prom-client. Use cases and adapters report through the ports of ' +
        'application/shared/ports/metrics.ts; the HTTP adapter through its own HttpMetrics interface.',
      severity: 'error',
      from: { pathNot: '^adapters/metrics/' },
      to: { path: PROM_CLIENT },
    },
    {
      name: 'no-circular',
      comment: 'Circular imports make load order fragile; break the cycle (usually by moving a type inward).',
      severity: 'warn',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // Type-only imports count too: a domain file must not even name a library type.
    tsPreCompilationDeps: true,
    // Sources import siblings as './x.js' (NodeNext); the tsconfig lets the resolver find './x.ts'.
    tsConfig: { fileName: 'tsconfig.json' },
    // Record imports of npm packages (the rules need them) without cruising the packages' own files.
    // Do not add node_modules to `exclude`: that would drop those imports and hide violations.
    doNotFollow: { path: 'node_modules' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
