import { Component, type ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { KaiaBear } from "@/components/layout/KaiaBear";
import { Button } from "@/components/ui/Button";

/** If the chat cannot start (for example a broken conversation link), say so instead of crashing the app. */
export class ChatBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
        <KaiaBear className="size-16" />
        <p className="max-w-md text-stone-800 dark:text-stone-200">
          <FormattedMessage id="chat.initFailed" />
        </p>
        <Button onClick={() => window.location.reload()}>
          <FormattedMessage id="chat.reload" />
        </Button>
      </div>
    );
  }
}
