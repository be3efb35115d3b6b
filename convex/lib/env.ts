// Environment read in one place. Every service is optional: without it the product still runs.
import { DEFAULT_SUPPORT_EMAIL } from "../shared/contact";

export const env = {
  get siteUrl() {
    return process.env.SITE_URL ?? "http://127.0.0.1:5173";
  },
  /** Where this deployment's HTTP actions are served (set by Convex; the avatar upload URL lives there). */
  get convexSiteUrl() {
    return (process.env.CONVEX_SITE_URL ?? "http://127.0.0.1:3211").replace(/\/$/, "");
  },
  /** Google sign-in is offered only with both credentials set. */
  get googleConfigured() {
    return Boolean(process.env.AUTH_GOOGLE_ID && process.env.AUTH_GOOGLE_SECRET);
  },
  get resendApiKey() {
    return process.env.RESEND_API_KEY;
  },
  get resendBaseUrl() {
    return process.env.RESEND_BASE_URL;
  },
  get emailFrom() {
    return process.env.EMAIL_FROM ?? "Kaia <hello@kaia.local>";
  },
  get supportEmail() {
    return process.env.SUPPORT_EMAIL || DEFAULT_SUPPORT_EMAIL;
  },
  /** OpenAI or any compatible server; with neither key nor base URL, chat runs in demo mode. */
  get openaiApiKey() {
    return process.env.OPENAI_API_KEY || undefined;
  },
  get openaiBaseUrl() {
    return process.env.OPENAI_BASE_URL || undefined;
  },
  /** With neither a key nor a base URL, chat answers from the labelled demo mode and nothing is remembered. */
  get providerConfigured() {
    return Boolean(this.openaiApiKey || this.openaiBaseUrl);
  },
  get openaiModel() {
    return process.env.OPENAI_MODEL || "gpt-4o-mini";
  },
  /** Stronger model for premium and trial users; defaults to the standard one. */
  get openaiModelPremium() {
    return process.env.OPENAI_MODEL_PREMIUM || this.openaiModel;
  },
  /**
   * Demo mode answers with a sample reply, so it runs only on a local deployment (the app's URL
   * on this machine) or when CHAT_DEMO_MODE=on says so; a production deployment that lost its
   * provider refuses chat instead of answering real people with samples.
   */
  get demoModeAllowed() {
    if (process.env.CHAT_DEMO_MODE === "on") return true;
    try {
      return ["localhost", "127.0.0.1", "[::1]"].includes(new URL(this.siteUrl).hostname);
    } catch {
      return false;
    }
  },
  /** Moderation model asked alongside the offline crisis screen when a provider is configured. */
  get openaiModerationModel() {
    return process.env.OPENAI_MODERATION_MODEL || "omni-moderation-latest";
  },
  /** Wait for the first byte, and longest silence inside a stream. */
  get openaiTimeoutMs() {
    const value = Number(process.env.OPENAI_TIMEOUT_MS);
    return Number.isFinite(value) && value > 0 ? value : 30_000;
  },
  /** Stripe; without the secret key and both price ids, payments say they are not configured. */
  get stripeSecretKey() {
    return process.env.STRIPE_SECRET_KEY || undefined;
  },
  get stripeWebhookSecret() {
    return process.env.STRIPE_WEBHOOK_SECRET || undefined;
  },
  get stripePriceMonthly() {
    return process.env.STRIPE_PRICE_MONTHLY || undefined;
  },
  get stripePriceYearly() {
    return process.env.STRIPE_PRICE_YEARLY || undefined;
  },
  /** Where the Stripe SDK connects (a self-hosted proxy or a local stand-in); unset = Stripe. */
  get stripeApi() {
    const given = process.env.STRIPE_API_PROTOCOL;
    const protocol: "http" | "https" | undefined = given === "http" || given === "https" ? given : undefined;
    return { host: process.env.STRIPE_API_HOST || undefined, port: process.env.STRIPE_API_PORT || undefined, protocol };
  },
  /** Unset means the admin tool is disabled. */
  get adminKey() {
    return process.env.ADMIN_KEY || undefined;
  },
};
