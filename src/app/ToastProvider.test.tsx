import { act, fireEvent, render, screen } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { describe, expect, it } from "vitest";
import { englishMessages } from "@/testing/renderUi";
import { useToast } from "@/hooks/useToast";
import { ToastProvider } from "./ToastProvider";

function Form({ name }: { name: string }) {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast.error(`${name} failed`)}>{`${name}: fail`}</button>
      <button onClick={() => toast.success(`${name} done`)}>{`${name}: succeed`}</button>
    </>
  );
}

function click(name: string) {
  act(() => fireEvent.click(screen.getByRole("button", { name })));
}

describe("toasts", () => {
  it("a success clears the errors its own action showed, and no one else's", () => {
    render(
      <IntlProvider locale="en" messages={englishMessages}>
        <ToastProvider>
          <Form name="Sign in" />
          <Form name="Upload" />
        </ToastProvider>
      </IntlProvider>,
    );
    click("Sign in: fail");
    click("Sign in: fail");
    click("Upload: fail");
    expect(screen.getAllByText("Sign in failed")).toHaveLength(2);

    click("Sign in: succeed");
    expect(screen.queryByText("Sign in failed")).not.toBeInTheDocument();
    expect(screen.getByText("Sign in done")).toBeInTheDocument();
    expect(screen.getByText("Upload failed")).toBeInTheDocument();
  });
});
