import { Component, useContext, type ErrorInfo, type ReactNode } from "react";
import { IntlContext } from "react-intl";
import english from "@locales/en/common.json";
import { KaiaBear } from "@/components/layout/KaiaBear";
import { buttonClasses } from "@/components/ui/Button";

/** "Something went wrong" with Reload Page; works even when the catalogs never loaded. */
export function CrashScreen() {
  const intl = useContext(IntlContext);
  const text = (key: "crashTitle" | "crashBody" | "reloadPage") =>
    intl ? intl.formatMessage({ id: `common.${key}` }) : english[key];
  return (
    <main role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <KaiaBear className="size-20 opacity-80" />
      <h1 className="text-2xl font-bold">{text("crashTitle")}</h1>
      <p className="max-w-md text-stone-700 dark:text-stone-300">{text("crashBody")}</p>
      <button type="button" className={buttonClasses("primary", "md")} onClick={() => window.location.reload()}>
        {text("reloadPage")}
      </button>
    </main>
  );
}

type BoundaryState = { failed: boolean };

type BoundaryProps = { children: ReactNode; /** A change (for example a new page) clears the crash. */ resetKey?: string };

/** Catches render errors anywhere below and shows the crash screen. */
export class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Unhandled UI error", error, info.componentStack);
  }

  render() {
    return this.state.failed ? <CrashScreen /> : this.props.children;
  }
}
