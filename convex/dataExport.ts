// "Download my data": everything the product holds about the person, as one JSON document.
// An action assembles it from internal queries that each read one bounded page, so a long
// history never meets a query's read limits, and hands it over as a stored file: a function's
// return value is capped at 16 MiB, a file is not. Left out: password hashes and session tokens
// (secrets, not data about the person) and the search text derived from each message.
import { v } from "convex/values";
import { paginationOptsValidator } from "convex/server";
import { internal } from "./_generated/api";
import type { Doc, Id } from "./_generated/dataModel";
import { authedAction, internalMutation, internalQuery, type ActionCtx } from "./lib/functions";
import { removeStoredFile } from "./lib/storage";

/** Documents read per page: well inside a query's limits even at the longest message length. */
export const EXPORT_PAGE = 200;
/** The export's layout; a change that breaks readers raises it. */
export const EXPORT_FORMAT = 1;
/** How long the stored export can be downloaded: its link is unguessable, but it is the person's whole history. */
export const EXPORT_KEPT_MS = 60 * 60 * 1000;

const iso = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString());

export const account = internalQuery({
  args: { userId: v.id("users") },
  returns: v.any(),
  handler: async (ctx, { userId }) => {
    const user = await ctx.db.get(userId);
    if (user === null) return null;
    const one = <T>(rows: T[]) => rows[0] ?? null;
    const signIn = await ctx.db
      .query("authAccounts")
      .withIndex("userIdAndProvider", (q) => q.eq("userId", userId))
      .take(EXPORT_PAGE);
    const preferences = one(await ctx.db.query("preferences").withIndex("by_userId", (q) => q.eq("userId", userId)).take(1));
    const safetyPlan = one(await ctx.db.query("safetyPlans").withIndex("by_userId", (q) => q.eq("userId", userId)).take(1));
    const trials = await ctx.db.query("trials").withIndex("by_userId", (q) => q.eq("userId", userId)).take(EXPORT_PAGE);
    const subscriptions = await ctx.db.query("subscriptions").withIndex("by_userId", (q) => q.eq("userId", userId)).take(EXPORT_PAGE);
    const contact = user.email
      ? await ctx.db.query("contactMessages").withIndex("by_email", (q) => q.eq("email", user.email!)).take(EXPORT_PAGE)
      : [];
    return {
      profile: {
        email: user.email ?? null,
        emailVerifiedAt: iso(user.emailVerificationTime),
        name: user.name ?? null,
        fullName: user.fullName ?? null,
        birthYear: user.birthYear ?? null,
        hasAvatar: user.avatarStorageId !== undefined || user.image !== undefined,
        passwordSet: user.passwordSet === true,
        createdAt: iso(user._creationTime),
      },
      signInMethods: signIn.map((a) => ({ provider: a.provider, account: a.providerAccountId })),
      preferences: preferences && {
        language: preferences.languageCode ?? null,
        timeZone: preferences.timeZone ?? null,
        theme: preferences.theme ?? null,
        country: preferences.countryCode ?? null,
        updatedAt: iso(preferences.updatedAt),
      },
      plan: {
        trials: trials.map((t) => ({ startedAt: iso(t.startedAt), endsAt: iso(t.endsAt), ended: t.ended })),
        subscriptions: subscriptions.map((s) => ({
          tier: s.stripeTier ?? null,
          status: s.stripeStatus ?? null,
          interval: s.interval ?? null,
          currentPeriodEnd: iso(s.currentPeriodEnd),
          cancelAtPeriodEnd: s.cancelAtPeriodEnd ?? false,
          grantedTier: s.manualOverride ? (s.manualTier ?? null) : null,
          grantedUntil: s.manualOverride ? iso(s.manualUntil) : null,
          updatedAt: iso(s.updatedAt),
        })),
      },
      safetyPlan: safetyPlan && (({ _id, _creationTime, userId: _owner, ...sections }: Doc<"safetyPlans">) => ({ ...sections, updatedAt: iso(sections.updatedAt) }))(safetyPlan),
      contactMessages: contact.map((c) => ({ name: c.name, message: c.message, sentAt: iso(c.createdAt) })),
    };
  },
});

const vPageResult = v.object({ page: v.array(v.any()), isDone: v.boolean(), continueCursor: v.string() });

/** The person's conversations, oldest first, one page at a time. */
export const conversationsPage = internalQuery({
  args: { userId: v.id("users"), paginationOpts: paginationOptsValidator },
  returns: vPageResult,
  handler: async (ctx, { userId, paginationOpts }) => {
    const result = await ctx.db
      .query("conversations")
      .withIndex("by_userId_and_lastActivity", (q) => q.eq("userId", userId))
      .paginate(paginationOpts);
    return {
      page: result.page.map((c) => ({ id: c._id, topic: c.topicId, title: c.title, startedAt: iso(c._creationTime), lastActivity: iso(c.lastActivity) })),
      isDone: result.isDone,
      continueCursor: result.continueCursor,
    };
  },
});

/** One conversation's messages, in order, one page at a time (only when the conversation is the person's). */
export const messagesPage = internalQuery({
  args: { userId: v.id("users"), conversationId: v.id("conversations"), paginationOpts: paginationOptsValidator },
  returns: vPageResult,
  handler: async (ctx, { userId, conversationId, paginationOpts }) => {
    const conversation = await ctx.db.get(conversationId);
    if (conversation === null || conversation.userId !== userId) return { page: [], isDone: true, continueCursor: "" };
    const result = await ctx.db
      .query("messages")
      .withIndex("by_conversationId", (q) => q.eq("conversationId", conversationId))
      .paginate(paginationOpts);
    return {
      page: result.page.map((m) => ({
        at: iso(m._creationTime),
        role: m.role,
        content: m.content,
        status: m.status,
        ...(m.errorCode ? { error: m.errorCode } : {}),
        ...(m.demo ? { demo: true } : {}),
        ...(m.risk ? { safetyScreen: m.risk.categories } : {}),
        ...(m.crisisCountry ? { crisisResourcesFor: m.crisisCountry } : {}),
        ...(m.replyCheck ? { replyStopped: m.replyCheck.stopped } : {}),
      })),
      isDone: result.isDone,
      continueCursor: result.continueCursor,
    };
  },
});

export const dailyCountsPage = internalQuery({
  args: { userId: v.id("users"), paginationOpts: paginationOptsValidator },
  returns: vPageResult,
  handler: async (ctx, { userId, paginationOpts }) => {
    const result = await ctx.db
      .query("messageCounts")
      .withIndex("by_userId_and_day_and_topicId", (q) => q.eq("userId", userId))
      .paginate(paginationOpts);
    return { page: result.page.map((c) => ({ day: c.day, topic: c.topicId, messages: c.count })), isDone: result.isDone, continueCursor: result.continueCursor };
  },
});

type Page = { page: unknown[]; isDone: boolean; continueCursor: string };

/** Every page of a paginated internal query, in order. */
async function readAll<T>(read: (cursor: string | null) => Promise<Page>): Promise<T[]> {
  const all: T[] = [];
  for (let cursor: string | null = null; ; ) {
    const { page, isDone, continueCursor }: Page = await read(cursor);
    all.push(...(page as T[]));
    if (isDone) return all;
    cursor = continueCursor;
  }
}

/** A JSON value as it reads nested `depth` levels deep in a document indented by two spaces. */
const nested = (value: unknown, depth: number) => JSON.stringify(value, null, 2).replaceAll("\n", `\n${"  ".repeat(depth)}`);

/** The whole export of one person, as the pieces of one indented JSON document: each conversation
 *  is written out as soon as it is read, so the action never holds the whole history as objects. */
async function assembleExport(ctx: ActionCtx, userId: Id<"users">): Promise<string[]> {
  const paging = (cursor: string | null) => ({ numItems: EXPORT_PAGE, cursor });
  const held: Record<string, unknown> | null = await ctx.runQuery(internal.dataExport.account, { userId });
  const dailyMessageCounts = await readAll((cursor) => ctx.runQuery(internal.dataExport.dailyCountsPage, { userId, paginationOpts: paging(cursor) }));
  const head = {
    product: "Kaia",
    format: EXPORT_FORMAT,
    exportedAt: new Date().toISOString(),
    ...held,
    // Each further kind of data the product keeps about the person joins here as one more field.
    memory: await ctx.runQuery(internal.memory.listForExport, { userId }),
    dailyMessageCounts,
  };
  const conversations = await readAll<{ id: Id<"conversations"> }>((cursor) => ctx.runQuery(internal.dataExport.conversationsPage, { userId, paginationOpts: paging(cursor) }));
  const parts = [`${nested(head, 0).slice(0, -2)},\n  "conversations": [`];
  for (const [i, conversation] of conversations.entries()) {
    const messages = await readAll((cursor) =>
      ctx.runQuery(internal.dataExport.messagesPage, { userId, conversationId: conversation.id, paginationOpts: paging(cursor) }),
    );
    const summary = await ctx.runQuery(internal.memory.summaryForExport, { conversationId: conversation.id });
    parts.push(`${i === 0 ? "" : ","}\n    ${nested({ ...conversation, ...(summary !== null ? { summary } : {}), messages }, 2)}`);
  }
  parts.push(conversations.length === 0 ? "]\n}\n" : "\n  ]\n}\n");
  return parts;
}

/** Stores the person's export and returns where to download it, for EXPORT_KEPT_MS. */
export const exportMyData = authedAction({
  args: {},
  returns: v.string(),
  handler: async (ctx): Promise<string> => {
    const storageId = await ctx.storage.store(new Blob(await assembleExport(ctx, ctx.user.userId), { type: "application/json" }));
    await ctx.scheduler.runAfter(EXPORT_KEPT_MS, internal.dataExport.discardExport, { storageId });
    const url = await ctx.storage.getUrl(storageId);
    if (url === null) throw new Error("a file stored a moment ago has no URL");
    return url;
  },
});

export const discardExport = internalMutation({
  args: { storageId: v.id("_storage") },
  returns: v.null(),
  handler: async (ctx, { storageId }) => {
    await removeStoredFile(ctx, storageId);
    return null;
  },
});
