import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes, type InitialEntry } from "react-router-dom";
import { getFunctionName, type FunctionReference } from "convex/server";
import { ConvexError } from "convex/values";
import * as convexReact from "convex/react";
import { renderUi } from "@/testing/renderUi";
import ChatPage from "./ChatPage";
import type { ChatMessage } from "./types";

// The Convex client hooks are replaced by a table of live query results the test controls.
vi.mock("convex/react", () => ({
  useQuery: vi.fn(),
  useMutation: vi.fn(),
  useAction: vi.fn(),
  usePaginatedQuery: vi.fn(() => ({ results: [], status: "Exhausted", loadMore: vi.fn() })),
  useConvexAuth: () => ({ isLoading: false, isAuthenticated: true }),
}));

const useQuery = vi.mocked(convexReact.useQuery);
const useMutation = vi.mocked(convexReact.useMutation);
let results: Record<string, unknown>;
let requested: Array<[string, unknown]>;
const send = vi.fn();

const freePlan = (left: number) => ({
  plan: "free",
  tier: "free",
  isPremium: false,
  inTrial: false,
  trialUsed: false,
  cancelAtPeriodEnd: false,
  hasStripeSubscription: false,
  dailyLimit: 5,
  counts: {},
  messagesLeft: { anxiety: left, general: left },
});

const reply = (fields: Partial<ChatMessage>): ChatMessage =>
  ({ _id: "a1", _creationTime: 2, role: "assistant", content: "", status: "pending", ...fields }) as ChatMessage;
const conversation = (messages: ChatMessage[]) => ({
  conversation: { _id: "c1", topicId: "anxiety", title: "Exams", lastActivity: 1 },
  messages: [{ _id: "u1", _creationTime: 1, role: "user", content: "Exams scare me", status: "done" }, ...messages],
});

beforeEach(() => {
  requested = [];
  results = { "conversations:listRecent": [], "plans:status": freePlan(5) };
  useQuery.mockImplementation(((ref: FunctionReference<"query">, args: unknown) => {
    const name = getFunctionName(ref);
    requested.push([name, args]);
    return args === "skip" ? undefined : results[name];
  }) as never);
  send.mockReset();
  useMutation.mockImplementation(((ref: FunctionReference<"mutation">) =>
    getFunctionName(ref) === "chat:send" ? send : vi.fn()) as never);
  vi.mocked(convexReact.useAction).mockReturnValue(vi.fn() as never);
});

function openChat(route: InitialEntry = "/chat") {
  return renderUi(
    <Routes>
      <Route path="/chat" element={<ChatPage />} />
      <Route path="/auth" element={<p>Sign-in screen</p>} />
    </Routes>,
    { route },
  );
}

describe("the chat screen", () => {
  it("asks for the conversation list, the open conversation and the plan in its first render", () => {
    openChat("/chat?c=c1");
    const first = requested.slice(0, 3).map(([name]) => name).sort();
    expect(first).toEqual(["conversations:get", "conversations:listRecent", "plans:status"]);
    expect(requested.find(([name]) => name === "conversations:get")?.[1]).toEqual({ conversationId: "c1" });
  });

  it("opens on the topic from the navigation state with its welcome message and example questions", () => {
    openChat({ pathname: "/chat", state: { categoryId: "anxiety" } });
    expect(screen.getByRole("heading", { name: "Anxiety" })).toBeInTheDocument();
    expect(screen.getByText(/Anxiety can make everything feel urgent/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "How can I calm down when my heart starts racing?" })).toBeInTheDocument();
    expect(screen.getByText("5 of 5 free messages left today in this topic")).toBeInTheDocument();
  });

  it("sends with the topic and the browser's time zone, then follows the new conversation", async () => {
    send.mockResolvedValue({ conversationId: "c9", userMessageId: "u9", assistantMessageId: "a9" });
    openChat({ pathname: "/chat", state: { categoryId: "anxiety" } });
    await userEvent.type(screen.getByRole("textbox", { name: "Your message" }), "Hello Kaia{Enter}");
    expect(send).toHaveBeenCalledWith({
      conversationId: undefined,
      topicId: "anxiety",
      content: "Hello Kaia",
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    await vi.waitFor(() =>
      expect(requested.some(([name, args]) => name === "conversations:get" && (args as { conversationId?: string }).conversationId === "c9")).toBe(true),
    );
  });

  it("shows the reply as it streams, with the typing indicator only before the first token", () => {
    results["conversations:get"] = conversation([reply({})]);
    const view = openChat("/chat?c=c1");
    expect(screen.getByText("Kaia is typing…")).toBeInTheDocument();
    results["conversations:get"] = conversation([reply({ status: "streaming", content: "Let's breathe" })]);
    view.rerender(<ChatPage />);
    expect(screen.getByText("Let's breathe")).toBeInTheDocument();
    expect(screen.queryByText("Kaia is typing…")).toBeNull();
  });

  it("turns a failed reply into the 'AI Response Error' banner with its hint, a toast, and a dismiss button", async () => {
    results["conversations:get"] = conversation([reply({})]);
    const view = openChat("/chat?c=c1");
    results["conversations:get"] = conversation([reply({ status: "error", errorCode: "RATE_LIMIT" })]);
    view.rerender(
      <Routes>
        <Route path="/chat" element={<ChatPage />} />
      </Routes>,
    );
    const banner = screen.getByRole("alert");
    expect(banner).toHaveTextContent("AI Response Error");
    expect(banner).toHaveTextContent("Rate limit reached. Please wait a moment before sending another message.");
    expect(view.toast.error).toHaveBeenCalledWith("Issue Detected", expect.stringMatching(/Rate limit reached/));
    await userEvent.click(screen.getByRole("button", { name: "Dismiss error" }));
    expect(screen.queryByText("AI Response Error")).toBeNull();
  });

  it("says 'Session Expired' and goes to sign in when the session is gone", async () => {
    send.mockRejectedValue(new ConvexError({ code: "NOT_AUTHENTICATED", message: "Not signed in" }));
    const view = openChat();
    await userEvent.type(screen.getByRole("textbox", { name: "Your message" }), "hi{Enter}");
    expect(view.toast.error).toHaveBeenCalledWith("Session Expired", "Please log in again to continue.");
    expect(await screen.findByText("Sign-in screen")).toBeInTheDocument();
  });

  it("at the daily limit shows 'Message limit reached', the spec's placeholder and an upgrade entry", () => {
    results["plans:status"] = freePlan(0);
    openChat({ pathname: "/chat", state: { categoryId: "anxiety" } });
    expect(screen.getByText("Message limit reached")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Your message" })).toHaveAttribute(
      "placeholder",
      "Daily limit reached. Upgrade to continue.",
    );
    expect(screen.getByRole("button", { name: "Upgrade to Premium" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /SOS/ })).toBeInTheDocument();
  });

  it("beside a crisis the server marks, shows no trial banner, limit block, counter or upgrade; the crisis lines and SOS stay", () => {
    results["plans:status"] = { ...freePlan(0), trialUsed: true, crisisSupport: true };
    results["conversations:get"] = conversation([reply({ status: "done", content: "I hear you.", crisisCountry: "DE" })]);
    results["safety:resources"] = { countryCode: "DE", emergencyNumber: "112", lines: [], directoryUrl: "https://d.example/", fallback: true };
    results["preferences:get"] = {};
    openChat("/chat?c=c1");
    expect(requested.find(([name]) => name === "plans:status")?.[1]).toEqual({ conversationId: "c1" });
    expect(screen.queryByText("Message limit reached")).toBeNull();
    expect(screen.queryByText("Trial Expired")).toBeNull();
    expect(screen.queryByRole("button", { name: /Upgrade/ })).toBeNull();
    expect(screen.queryByText(/free messages left/)).toBeNull();
    expect(screen.getByRole("textbox", { name: "Your message" })).toHaveAttribute("placeholder", "Tell Kaia what's on your mind…");
    expect(screen.getByRole("region", { name: "Help is available right now" })).toHaveTextContent("Lines for Germany");
    expect(screen.getByRole("button", { name: /SOS/ })).toBeInTheDocument();
  });

  it("without the server's crisis mark, the same plan shows its limit block and trial banner", () => {
    results["plans:status"] = { ...freePlan(0), trialUsed: true, crisisSupport: false };
    results["conversations:get"] = conversation([reply({ status: "done", content: "Here is a thought." })]);
    openChat("/chat?c=c1");
    expect(screen.getByText("Message limit reached")).toBeInTheDocument();
    expect(screen.getByText("Trial Expired")).toBeInTheDocument();
  });
});
