// V8 parses a regex literal when it compiles the module holding it, even inside a function that
// never runs, and a Unicode property class (\p{L}) makes that cost a fresh runtime about half a
// millisecond a regex. Built from its source on first use instead, a regex costs only where used.

/** A value made on first use and kept (null and undefined included). */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/** A regex built on first use and kept (a `g` regex keeps its `lastIndex`, as a literal would). */
export const lazyRegExp = (source: string, flags = ""): (() => RegExp) => once(() => new RegExp(source, flags));
