import * as z from "zod/mini";
import { DEFAULT_SUPPORT_EMAIL } from "@shared/contact";

// zod/mini keeps this check out of the landing page's weight.
const schema = z.object({
  VITE_CONVEX_URL: z._default(z.url(), "http://127.0.0.1:3210"),
  /** Optional IP-to-country service used for language detection; JSON with country_code. */
  VITE_GEO_URL: z.optional(z.url()),
  /** The support address shown on the site: the same SUPPORT_EMAIL setting the contact form mails. */
  SUPPORT_EMAIL: z._default(z.email(), DEFAULT_SUPPORT_EMAIL),
  /** The public address of the app: canonical links, the sitemap and structured data name it. */
  VITE_SITE_URL: z._default(z.url(), "https://kaia.chat"),
});

export type Env = z.infer<typeof schema>;

/** Reads the build-time environment once; empty values count as unset. */
export function readEnv(source: Record<string, unknown>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== "" && v !== undefined));
  return schema.parse(cleaned);
}

export const env: Env = readEnv(import.meta.env);
