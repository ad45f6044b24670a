/**
 * `target` with one method replaced, everything else its own: the decorated object keeps its
 * type (a use case class, a port that grows) without re-declaring each member. Other methods are
 * bound to the target, so they reach its own fields, private ones included.
 */
export function withMethod<T extends object, K extends keyof T>(target: T, key: K, replacement: T[K]): T {
  return new Proxy(target, {
    get: (object, property) => {
      if (property === key) return replacement;
      const value: unknown = Reflect.get(object, property, object);
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });
}
