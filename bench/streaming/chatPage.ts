// The chat page's subscriptions for one open conversation, as src/features/chat/ChatPage.tsx
// makes them, for the streaming bench's second tab.
import type { ConvexClient } from "convex/browser";
import { anyApi } from "convex/server";

const api = anyApi;
type Message = { role: string; status: string; content: string };
type Conversation = { messages: Message[] } | null;

const newestReplyDone = (messages: Message[], text?: string) => {
  const last = messages[messages.length - 1];
  return last?.role === "assistant" && last.status === "done" && (text === undefined || last.content === text.trimEnd());
};

export async function replyDone(client: ConvexClient, conversationId: string): Promise<boolean> {
  const view: Conversation = await client.query(api.conversations.get, { conversationId });
  return view !== null && newestReplyDone(view.messages);
}

export function subscribeLikeChatPage(client: ConvexClient, conversationId: string) {
  let latest: Conversation = null;
  let onChange = () => {};
  const stops: (() => void)[] = [];
  const loaded = new Promise<void>((ready) => {
    let pending = 3;
    const arrived = () => --pending === 0 && ready();
    let first = [true, true, true];
    const once = (i: number) => () => first[i] && ((first[i] = false), arrived());
    stops.push(
      client.onUpdate(api.conversations.get, { conversationId }, (view: Conversation) => {
        latest = view;
        once(0)();
        onChange();
      }),
      client.onUpdate(api.conversations.listRecent, {}, once(1)),
      client.onUpdate(api.plans.status, { conversationId }, once(2)),
    );
    first = [true, true, true];
  });
  return {
    loaded,
    replyShown: (text: string) =>
      new Promise<void>((resolve) => {
        onChange = () => latest !== null && newestReplyDone(latest.messages, text) && resolve();
      }),
    stop: () => stops.forEach((stop) => stop()),
  };
}
