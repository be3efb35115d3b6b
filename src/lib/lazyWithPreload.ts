import { lazy, type ComponentType, type LazyExoticComponent } from "react";

export type PreloadableComponent<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts downloading the component's code; a failed download is tried again next time. */
  preload: () => Promise<unknown>;
};

/** `React.lazy` that can also be fetched ahead of its first render (on hover, focus or when idle). */
export function lazyWithPreload<P>(load: () => Promise<{ default: ComponentType<P> }>): PreloadableComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const loadOnce = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  return Object.assign(lazy(loadOnce), { preload: loadOnce });
}

/** Runs `task` once the browser has nothing more urgent to do. Returns a cancel function. */
export function whenIdle(task: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const handle = window.requestIdleCallback(task, { timeout: 4000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 2000);
  return () => clearTimeout(handle);
}
