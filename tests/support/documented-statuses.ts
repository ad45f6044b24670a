/**
 * Every answer a test receives from an operation must be one of the responses the OpenAPI document
 * gives that operation: the suite, which drives every handler down its success and error paths,
 * is then the comparison of what handlers produce with what the document promises.
 */

interface DocumentedPath {
  readonly pattern: RegExp;
  /** Literal segments first, as the router and the document choose between `/x/export.csv` and `/x/{id}`. */
  readonly literals: number;
  /** The statuses of each method the path serves. */
  readonly methods: ReadonlyMap<string, ReadonlySet<string>>;
}

/** The document's paths, the most literal first. */
export type OperationIndex = readonly DocumentedPath[];

export interface OpenApiPaths {
  readonly paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

export function indexOperations(document: OpenApiPaths): OperationIndex {
  return Object.entries(document.paths)
    .map(([path, item]) => {
      const segments = path.split('/');
      const methods = new Map<string, ReadonlySet<string>>();
      for (const method of METHODS) {
        const operation = item[method];
        if (operation !== undefined) methods.set(method, new Set(Object.keys(operation.responses ?? {})));
      }
      return {
        pattern: new RegExp(`^${segments.map((s) => (s.startsWith('{') ? '[^/]+' : escaped(s))).join('/')}$`),
        literals: segments.filter((s) => !s.startsWith('{')).length,
        methods,
      };
    })
    .sort((a, b) => b.literals - a.literals);
}

/**
 * Why this answer is not documented, or undefined when it is, or when no operation serves the
 * method and path (an unknown path's 404 and a missing method's 405 belong to no operation).
 */
export function undocumentedAnswer(
  index: OperationIndex,
  method: string,
  url: string,
  status: number,
): string | undefined {
  const path = new URL(url, 'http://test').pathname;
  const served = method.toUpperCase() === 'HEAD' ? 'get' : method.toLowerCase();
  const statuses = index.find((candidate) => candidate.pattern.test(path))?.methods.get(served);
  if (statuses === undefined || statuses.has(String(status))) return undefined;
  if (statuses.has(`${String(status)[0]}XX`) || statuses.has('default')) return undefined;
  return `${method} ${path} answered ${status}, which its operation does not document (${[...statuses].join(', ')})`;
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
