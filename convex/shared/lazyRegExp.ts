// V8 parses a regex literal when it compiles the module holding it, even inside a function that
// never runs, and a Unicode property class (\p{L}) makes that cost a fresh runtime about half a
// millisecond a regex. Built from its source on first use instead, a regex costs only where used.

/** A regex built on first use and kept (a `g` regex keeps its `lastIndex`, as a literal would). */
export function lazyRegExp(source: string, flags = ""): () => RegExp {
  let made: RegExp | undefined;
  return () => (made ??= new RegExp(source, flags));
}
