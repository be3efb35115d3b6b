// The chat page's subscriptions for one open conversation, as src/features/chat/ChatPage.tsx
// makes them (usePaginatedQuery's first page is the query with `cursor: null`; the streaming
// reply is followed by src/features/chat/useStreamedReply.ts), for the streaming bench's second tab.
import type { ConvexClient } from "convex/browser";
import { anyApi } from "convex/server";
import { MESSAGES_PAGE } from "../../convex/shared/limits.ts";

const api = anyApi;
type Message = { _id: string; role: string; status: string; content: string };
type Page = { page: Message[] };
type Piece = { index: number; text: string };

const firstPage = (conversationId: string) => ({ conversationId, paginationOpts: { numItems: MESSAGES_PAGE, cursor: null, id: 1 } });

const newestReplyDone = (newestFirst: Message[], text?: string) => {
  const last = newestFirst[0];
  return last?.role === "assistant" && last.status === "done" && (text === undefined || last.content === text.trimEnd());
};

export async function replyDone(client: ConvexClient, conversationId: string): Promise<boolean> {
  const { page }: Page = await client.query(api.conversations.messages, firstPage(conversationId));
  return newestReplyDone(page);
}

export function subscribeLikeChatPage(client: ConvexClient, conversationId: string) {
  let newestFirst: Message[] = [];
  let onChange = () => {};
  /** What the tab shows of the streaming reply, and the subscription that brings it. */
  const stream = { messageId: null as string | null, pieces: [] as string[], stop: () => {}, longest: 0 };
  const follow = (messageId: string | null) => {
    if (messageId === stream.messageId) return;
    stream.stop();
    Object.assign(stream, { messageId, pieces: [], stop: () => {} });
    if (messageId === null) return;
    stream.stop = client.onUpdate(api.replyStream.newest, { messageId }, async (newest: Piece | null) => {
      if (newest === null || newest.index < stream.pieces.length) return;
      const arrived: Piece[] =
        newest.index === stream.pieces.length ? [newest] : await client.query(api.replyStream.since, { messageId, from: stream.pieces.length });
      for (const piece of arrived) if (piece.index === stream.pieces.length) stream.pieces.push(piece.text);
      stream.longest = Math.max(stream.longest, stream.pieces.join("").length);
    });
  };
  const stops: (() => void)[] = [];
  const loaded = new Promise<void>((ready) => {
    let waiting = 4;
    const arrivedOnce = () => {
      let first = true;
      return () => first && ((first = false), --waiting === 0 && ready());
    };
    const [list, conversation, recent, plan] = [arrivedOnce(), arrivedOnce(), arrivedOnce(), arrivedOnce()];
    stops.push(
      client.onUpdate(api.conversations.messages, firstPage(conversationId), ({ page }: Page) => {
        newestFirst = page;
        const newest = page[0];
        follow(newest?.role === "assistant" && (newest.status === "pending" || newest.status === "streaming") ? newest._id : null);
        list();
        onChange();
      }),
      client.onUpdate(api.conversations.get, { conversationId }, conversation),
      client.onUpdate(api.conversations.listRecent, {}, recent),
      client.onUpdate(api.plans.status, { conversationId }, plan),
    );
  });
  return {
    loaded,
    /** Resolves once the reply is whole in the list; how much of it the tab saw streaming. */
    replyShown: (text: string) =>
      new Promise<number>((resolve) => {
        onChange = () => newestReplyDone(newestFirst, text) && resolve(stream.longest);
      }),
    stop: () => {
      stream.stop();
      stops.forEach((stop) => stop());
    },
  };
}
