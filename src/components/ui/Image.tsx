import { useEffect, useState, type ImgHTMLAttributes, type ReactNode } from "react";

/** How long an image may take before the placeholder shows instead. */
export const IMAGE_TIMEOUT_MS = 10_000;

type ImageProps = ImgHTMLAttributes<HTMLImageElement> & {
  /** What shows when there is no source, the image fails, or it has not loaded after 10 s. */
  fallback: ReactNode;
};

/** An image that falls back to a placeholder on error or after {@link IMAGE_TIMEOUT_MS}. */
export function Image({ src, fallback, onLoad, onError, ...rest }: ImageProps) {
  const [state, setState] = useState<{ src: typeof src; status: "loading" | "loaded" | "failed" }>({
    src,
    status: "loading",
  });
  // A new source starts over.
  if (state.src !== src) setState({ src, status: "loading" });

  useEffect(() => {
    if (!src || state.status !== "loading") return;
    const timer = setTimeout(() => setState((s) => (s.status === "loading" ? { ...s, status: "failed" } : s)), IMAGE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [src, state.status]);

  if (!src || state.status === "failed") return <>{fallback}</>;
  return (
    <img
      src={src}
      onLoad={(e) => {
        setState({ src, status: "loaded" });
        onLoad?.(e);
      }}
      onError={(e) => {
        setState({ src, status: "failed" });
        onError?.(e);
      }}
      {...rest}
    />
  );
}
