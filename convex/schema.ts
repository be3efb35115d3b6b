import { defineSchema, defineTable } from "convex/server";
import { authTables } from "@convex-dev/auth/server";
import { v } from "convex/values";
import {
  vBillingInterval,
  vErrorCode,
  vLanguageCode,
  vMessageRole,
  vMessageStatus,
  vPaidTier,
  vReplyCheckReason,
  vMessageRisk,
  vSafetyPlanSections,
  vTheme,
  vTopicId,
} from "./lib/validators";

export default defineSchema({
  ...authTables,
  // Indexed by expiry so the cleanup job reads only expired codes.
  authVerificationCodes: authTables.authVerificationCodes.index("by_expirationTime", ["expirationTime"]),
  // Indexed by session so account deletion can find a user's sign-in verifiers.
  authVerifiers: authTables.authVerifiers.index("by_sessionId", ["sessionId"]),

  // Convex Auth's users table, with the product's own fields.
  users: defineTable({
    name: v.optional(v.string()),
    image: v.optional(v.string()),
    email: v.optional(v.string()),
    emailVerificationTime: v.optional(v.number()),
    phone: v.optional(v.string()),
    phoneVerificationTime: v.optional(v.number()),
    isAnonymous: v.optional(v.boolean()),
    /** Only `true` counts as a password set. */
    passwordSet: v.optional(v.boolean()),
    fullName: v.optional(v.string()),
    avatarStorageId: v.optional(v.id("_storage")),
    birthYear: v.optional(v.number()),
  })
    .index("email", ["email"])
    .index("phone", ["phone"]),

  preferences: defineTable({
    userId: v.id("users"),
    languageCode: v.optional(vLanguageCode),
    /** IANA time zone used for "today" in daily limits. */
    timeZone: v.optional(v.string()),
    theme: v.optional(vTheme),
    /** ISO 3166-1 alpha-2, used to pick crisis resources. */
    countryCode: v.optional(v.string()),
    updatedAt: v.number(),
  }).index("by_userId", ["userId"]),

  /** One-time avatar upload URLs; `storageId` is set once the server has checked the bytes. */
  avatarUploads: defineTable({
    userId: v.id("users"),
    token: v.string(),
    expiresAt: v.number(),
    used: v.boolean(),
    storageId: v.optional(v.id("_storage")),
  })
    .index("by_token", ["token"])
    .index("by_storageId", ["storageId"])
    .index("by_userId", ["userId"]),

  conversations: defineTable({
    userId: v.id("users"),
    topicId: vTopicId,
    title: v.string(),
    lastActivity: v.number(),
    /**
     * The user's own day (YYYY-MM-DD) on which a message here was last screened as a crisis: for
     * the rest of that day the conversation shows no upsell and no limit holds the person back.
     */
    crisisDay: v.optional(v.string()),
  }).index("by_userId_and_lastActivity", ["userId", "lastActivity"]),

  messages: defineTable({
    conversationId: v.id("conversations"),
    userId: v.id("users"),
    role: vMessageRole,
    content: v.string(),
    status: vMessageStatus,
    errorCode: v.optional(vErrorCode),
    /** Demo-mode replies are labelled as such in the UI. */
    demo: v.optional(v.boolean()),
    /** The counter day this user message was counted on, so a failed reply can give it back. */
    countedDay: v.optional(v.string()),
    /** Risk the safety screen found; kept for the user's own history only. */
    risk: v.optional(vMessageRisk),
    /** Crisis resources shown ahead of the reply (country they were chosen for). */
    crisisCountry: v.optional(v.string()),
    /** Kaia's reply was stopped by the reply check and replaced by the safe fallback, and why. */
    replyCheck: v.optional(v.object({ stopped: vReplyCheckReason, at: v.number() })),
    /** Kaia asked in this reply whether the person thinks of suicide or self-harm (so a "yes" after it counts). */
    askedAboutRisk: v.optional(v.boolean()),
  })
    .index("by_conversationId", ["conversationId"])
    .index("by_status", ["status"]),

  messageCounts: defineTable({
    userId: v.id("users"),
    topicId: vTopicId,
    /** The user's own calendar day, YYYY-MM-DD in their time zone. */
    day: v.string(),
    count: v.number(),
  })
    .index("by_userId_and_day_and_topicId", ["userId", "day", "topicId"])
    .index("by_day", ["day"]),

  trials: defineTable({
    userId: v.id("users"),
    startedAt: v.number(),
    endsAt: v.number(),
    ended: v.boolean(),
  })
    .index("by_userId", ["userId"])
    .index("by_ended_and_endsAt", ["ended", "endsAt"]),

  subscriptions: defineTable({
    userId: v.id("users"),
    stripeCustomerId: v.optional(v.string()),
    stripeSubscriptionId: v.optional(v.string()),
    stripeStatus: v.optional(v.string()),
    stripeTier: v.optional(vPaidTier),
    interval: v.optional(vBillingInterval),
    currentPeriodEnd: v.optional(v.number()),
    cancelAtPeriodEnd: v.optional(v.boolean()),
    /** Last Stripe event applied, so out-of-order events cannot roll state back. */
    stripeEventCreated: v.optional(v.number()),
    manualOverride: v.optional(v.boolean()),
    manualTier: v.optional(vPaidTier),
    manualUntil: v.optional(v.number()),
    updatedAt: v.number(),
  })
    .index("by_userId", ["userId"])
    .index("by_stripeCustomerId", ["stripeCustomerId"])
    .index("by_stripeSubscriptionId", ["stripeSubscriptionId"]),

  stripeEvents: defineTable({
    eventId: v.string(),
    type: v.string(),
    processedAt: v.number(),
  }).index("by_eventId", ["eventId"]),

  contactMessages: defineTable({
    name: v.string(),
    email: v.string(),
    message: v.string(),
    createdAt: v.number(),
  }).index("by_email", ["email"]),

  /** Fixed-window counters for per-address limits (sign-in, email, contact). */
  rateLimits: defineTable({
    key: v.string(),
    windowStart: v.number(),
    count: v.number(),
  }).index("by_key", ["key"]),

  safetyPlans: defineTable({
    userId: v.id("users"),
    ...vSafetyPlanSections,
    updatedAt: v.number(),
  }).index("by_userId", ["userId"]),
});
