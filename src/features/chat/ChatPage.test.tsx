import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
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
  usePaginatedQuery: vi.fn(),
  useConvex: () => ({ query: async () => [] }),
  useConvexAuth: () => ({ isLoading: false, isAuthenticated: true }),
}));

const useQuery = vi.mocked(convexReact.useQuery);
const usePaginatedQuery = vi.mocked(convexReact.usePaginatedQuery);
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
/** Conversation c1 as the server shows it: its summary, and its messages (all on the first page). */
const showConversation = (messages: ChatMessage[]) => {
  results["conversations:get"] = { _id: "c1", topicId: "anxiety", title: "Exams", lastActivity: 1 };
  results["conversations:messages"] = [{ _id: "u1", _creationTime: 1, role: "user", content: "Exams scare me", status: "done" }, ...messages];
};

beforeEach(() => {
  requested = [];
  results = { "conversations:listRecent": [], "plans:status": freePlan(5) };
  useQuery.mockImplementation(((ref: FunctionReference<"query">, args: unknown) => {
    const name = getFunctionName(ref);
    requested.push([name, args]);
    return args === "skip" ? undefined : results[name];
  }) as never);
  usePaginatedQuery.mockImplementation(((ref: FunctionReference<"query">, args: unknown) => {
    const name = getFunctionName(ref);
    requested.push([name, args]);
    const messages = results[name] as ChatMessage[] | undefined;
    if (args === "skip" || messages === undefined) return { results: [], status: "LoadingFirstPage", isLoading: true, loadMore: vi.fn() };
    return { results: [...messages].reverse(), status: "Exhausted", isLoading: false, loadMore: vi.fn() };
  }) as never);
  send.mockReset();
  useMutation.mockReturnValue(vi.fn().mockResolvedValue(null) as never);
  const otherAction = vi.fn();
  vi.mocked(convexReact.useAction).mockImplementation(((ref: FunctionReference<"action">) =>
    getFunctionName(ref) === "chat:send" ? send : otherAction) as never);
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
  it("asks for the conversation list, the open conversation, its newest messages and the plan in its first render", () => {
    openChat("/chat?c=c1");
    const first = requested.slice(0, 4).map(([name]) => name).sort();
    expect(first).toEqual(["conversations:get", "conversations:listRecent", "conversations:messages", "plans:status"]);
    expect(requested.find(([name]) => name === "conversations:get")?.[1]).toEqual({ conversationId: "c1" });
    expect(requested.find(([name]) => name === "conversations:messages")?.[1]).toEqual({ conversationId: "c1" });
  });

  it("always shows that Kaia is an AI, and that AI companion chats may not suit some minors (SB 243)", () => {
    openChat({ pathname: "/chat", state: { categoryId: "anxiety" } });
    expect(screen.getByText("Kaia is an AI, not a person")).toBeInTheDocument();
    expect(screen.getByText(/may not be suitable for some minors/)).toBeInTheDocument();
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
    await waitFor(() =>
      expect(requested.some(([name, args]) => name === "conversations:get" && (args as { conversationId?: string }).conversationId === "c9")).toBe(true),
    );
  });

  it("shows the reply as it streams, with the typing indicator only before the first token", async () => {
    showConversation([reply({})]);
    const view = openChat("/chat?c=c1");
    expect(screen.getByText("Kaia is typing…")).toBeInTheDocument();
    expect(requested.find(([name]) => name === "replyStream:newest")?.[1]).toEqual({ messageId: "a1" });
    results["replyStream:newest"] = { index: 0, text: "Let's breathe" };
    view.rerender(<ChatPage />);
    expect(await screen.findByText("Let's breathe")).toBeInTheDocument();
    expect(screen.queryByText("Kaia is typing…")).toBeNull();
    results["replyStream:newest"] = { index: 1, text: " together." };
    view.rerender(<ChatPage />);
    expect(await screen.findByText("Let's breathe together.")).toBeInTheDocument();
  });

  it("welcomes with the topic's message only once the conversation's first message is loaded", () => {
    showConversation([]);
    const newestPage = [reply({ status: "done", content: "Hello again." })];
    usePaginatedQuery.mockReturnValue({ results: newestPage, status: "CanLoadMore", isLoading: false, loadMore: vi.fn() } as never);
    openChat("/chat?c=c1");
    expect(screen.getByText("Hello again.")).toBeInTheDocument();
    expect(screen.queryByText(/Anxiety can make everything feel urgent/)).toBeNull();
  });

  it("tells a failed reply once, in its bubble, and Retry asks again for that reply", async () => {
    const retry = vi.fn().mockResolvedValue({ assistantMessageId: "a2" });
    useMutation.mockImplementation(((ref: FunctionReference<"mutation">) =>
      getFunctionName(ref) === "messages:retry" ? retry : vi.fn().mockResolvedValue(null)) as never);
    showConversation([reply({})]);
    const view = openChat("/chat?c=c1");
    showConversation([reply({ status: "error", errorCode: "RATE_LIMIT" })]);
    view.rerender(
      <Routes>
        <Route path="/chat" element={<ChatPage />} />
      </Routes>,
    );
    expect(screen.getAllByRole("alert")).toHaveLength(1);
    expect(screen.getByRole("alert")).toHaveTextContent("Rate limit reached. Please wait a moment before sending another message.");
    expect(view.toast.error).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(retry).toHaveBeenCalledWith({ assistantMessageId: "a1" });
  });

  it("says the service is unavailable when the provider refuses its key, never to update a key", () => {
    showConversation([reply({ status: "error", errorCode: "INVALID_KEY" })]);
    openChat("/chat?c=c1");
    expect(screen.getByRole("alert")).toHaveTextContent(/temporarily unavailable/);
    expect(screen.queryByText(/update your key/i)).toBeNull();
  });

  it("keeps a message the server did not take where it was sent, with its reason and Retry", async () => {
    send.mockRejectedValueOnce(new ConvexError({ code: "TOO_MANY_REQUESTS", message: "Slow down" }));
    send.mockResolvedValueOnce({ conversationId: "c9", userMessageId: "u9", assistantMessageId: "a9" });
    const view = openChat({ pathname: "/chat", state: { categoryId: "anxiety" } });
    await userEvent.type(screen.getByRole("textbox", { name: "Your message" }), "Exams scare me{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Not sent\./);
    expect(screen.getByText("Exams scare me")).toBeInTheDocument();
    expect(view.toast.error).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(send).toHaveBeenLastCalledWith(expect.objectContaining({ content: "Exams scare me", topicId: "anxiety" }));
    expect(screen.queryByRole("alert")).toBeNull();
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
    showConversation([reply({ status: "done", content: "I hear you.", crisisCountry: "DE" })]);
    results["safety:resources"] = { countryCode: "DE", emergencyNumber: "112", lines: [], directoryUrl: "https://d.example/", fallback: true };
    results["preferences:get"] = {};
    openChat("/chat?c=c1");
    expect(requested.find(([name]) => name === "plans:status")?.[1]).toEqual({ conversationId: "c1" });
    expect(screen.queryByText("Message limit reached")).toBeNull();
    expect(screen.queryByText("Your free trial has ended")).toBeNull();
    expect(screen.queryByRole("button", { name: /Upgrade/ })).toBeNull();
    expect(screen.queryByText(/free messages left/)).toBeNull();
    expect(screen.getByRole("textbox", { name: "Your message" })).toHaveAttribute("placeholder", "Tell Kaia what's on your mind…");
    expect(screen.getByRole("region", { name: "Help is available right now" })).toHaveTextContent("Lines for Germany");
    expect(screen.getByRole("button", { name: /SOS/ })).toBeInTheDocument();
  });

  it("without the server's crisis mark, the same plan shows its limit block and trial banner", () => {
    results["plans:status"] = { ...freePlan(0), trialUsed: true, crisisSupport: false };
    showConversation([reply({ status: "done", content: "Here is a thought." })]);
    openChat("/chat?c=c1");
    expect(screen.getByText("Message limit reached")).toBeInTheDocument();
    expect(screen.getByText("Your free trial has ended")).toBeInTheDocument();
  });
});

describe("the conversation history", () => {
  const past = [{ _id: "c1", topicId: "anxiety", title: "Exams", lastActivity: Date.now() - 60_000 }];
  const wideScreen = (wide: boolean) =>
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: wide && query.includes("min-width: 1024px"),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  afterEach(() => vi.unstubAllGlobals());

  it("stays beside the chat from 1024 px, with no button to open it", () => {
    wideScreen(true);
    results["conversations:listRecent"] = past;
    openChat();
    const sidebar = screen.getByRole("complementary", { name: "Conversation history" });
    expect(within(sidebar).getByRole("button", { name: /^Exams/ })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Conversation history" })).toBeNull();
  });

  it("opens as a drawer from the header on a phone", async () => {
    wideScreen(false);
    results["conversations:listRecent"] = past;
    openChat();
    expect(screen.queryByRole("complementary", { name: "Conversation history" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Conversation history" }));
    expect(await screen.findByRole("dialog", { name: "Conversation history" })).toBeInTheDocument();
  });

  it("deletes a conversation only after the person confirms", async () => {
    wideScreen(true);
    const remove = vi.fn().mockResolvedValue(null);
    useMutation.mockImplementation(((ref: FunctionReference<"mutation">) =>
      getFunctionName(ref) === "conversations:remove" ? remove : vi.fn()) as never);
    results["conversations:listRecent"] = past;
    const view = openChat();
    await userEvent.click(screen.getByRole("button", { name: "Delete conversation: Exams" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this conversation?" });
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Delete conversation: Exams" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(remove).toHaveBeenCalledWith({ conversationId: "c1" });
    expect(view.toast.success).toHaveBeenCalledWith("Conversation deleted");
  });
});
