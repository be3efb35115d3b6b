import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { renderUi } from "@/testing/renderUi";
import { EmailRequestForm } from "./EmailRequestForm";
import { useEmailRequest } from "./useEmailRequest";

function LinkForm({ send }: { send: (email: string) => Promise<null> }) {
  const request = useEmailRequest(send, "auth.magicLinkFailed");
  return <EmailRequestForm request={request} submitLabel="Send" />;
}

describe("an email-me-a-link form", () => {
  it("past the address's hourly limit says the newest link still works, and when to ask again", async () => {
    const limited = () => Promise.reject(new ConvexError({ code: "TOO_MANY_REQUESTS", message: "Too many", details: { retryAfterMs: 25 * 60_000 } }));
    renderUi(<LinkForm send={limited} />);
    await userEvent.type(screen.getByRole("textbox"), "ana@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText(/The newest link in your inbox still works, or ask again in 25 minutes\./)).toBeVisible();
    expect(screen.getByRole("textbox")).toHaveValue("ana@example.com");
  });
});
