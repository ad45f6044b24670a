import type { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.js';
import { problem } from './problem.js';

/** One segment of the registered paths: its literal next segments, its parameter, the methods of a path ending here (none: no path does). */
interface PathNode {
  readonly literals: Map<string, PathNode>;
  param?: PathNode;
  readonly methods: Set<string>;
}

/**
 * Answers 405 with `Allow` when the request's path exists without its method, before any route
 * runs (so before authentication and before the body is read). The path is the registered one
 * OpenAPI would choose: segment by segment, a literal segment before a parameter. So `PUT
 * /api/v1/badge/export.csv` is a 405 of the `export.csv` path, never a `PUT /api/v1/badge/:id`
 * that finds `export.csv` a bad ID. A path no route has is left to the 404.
 */
export function methodNotAllowed(app: OpenAPIHono<AppEnv>): MiddlewareHandler<AppEnv> {
  // Built at the first request: the routes are registered after this middleware.
  let root: PathNode | undefined;
  return async (c, next) => {
    root ??= pathTree(app.routes);
    const methods = methodsOf(root, c.req.path.split('/'), 0);
    if (methods === undefined || allows(methods, c.req.method)) return next();
    return problem(c, 405, {
      detail: `${c.req.method} is not allowed here`,
      code: 'ROUTE.METHOD_NOT_ALLOWED',
      headers: { Allow: [...methods].join(', ') },
    });
  };
}

/** Hono answers HEAD with the GET route. */
function allows(methods: ReadonlySet<string>, method: string): boolean {
  return methods.has(method) || (method === 'HEAD' && methods.has('GET'));
}

function pathTree(routes: readonly { readonly method: string; readonly path: string }[]): PathNode {
  const root = newNode();
  for (const { method, path } of routes) {
    // `ALL` is middleware, not an operation.
    if (method === 'ALL') continue;
    let node = root;
    for (const segment of path.split('/')) {
      node = segment.startsWith(':') ? paramChild(node) : literalChild(node, segment);
    }
    node.methods.add(method);
  }
  return root;
}

function newNode(): PathNode {
  return { literals: new Map(), methods: new Set() };
}

function paramChild(node: PathNode): PathNode {
  node.param ??= newNode();
  return node.param;
}

function literalChild(node: PathNode, segment: string): PathNode {
  const known = node.literals.get(segment);
  if (known) return known;
  const child = newNode();
  node.literals.set(segment, child);
  return child;
}

/** The methods of the path the segments name, a literal segment tried before a parameter; undefined: no such path. */
function methodsOf(node: PathNode, segments: readonly string[], index: number): Set<string> | undefined {
  if (index === segments.length) return node.methods.size > 0 ? node.methods : undefined;
  const segment = segments[index]!;
  const literal = node.literals.get(segment);
  const found = literal && methodsOf(literal, segments, index + 1);
  if (found) return found;
  // A parameter takes a segment that is not empty, as the router's does.
  return node.param && segment !== '' ? methodsOf(node.param, segments, index + 1) : undefined;
}
