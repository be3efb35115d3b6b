import { useSyncExternalStore, type ReactNode } from "react";
import { cx } from "@/lib/cx";

const subscribe = () => () => {};

/**
 * A form's controls, usable once the app runs on the page. A prerendered page shows its forms at
 * once; until the app takes it over, a submit would only reload the page, so they wait (disabled).
 */
export function FormControls({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  const running = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return (
    <fieldset disabled={!running} className={cx("min-w-0", className)}>
      {children}
    </fieldset>
  );
}
