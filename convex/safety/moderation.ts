// The provider's moderation check, layered on the offline screen. It can only add risk:
// when it is not configured, slow or failing, the offline result stands unchanged.
import type { RiskCategory } from "../lib/validators";
import { env } from "../lib/env";
import { isProviderConfigured, providerClient } from "../ai/client";

/** Short, so a slow provider delays a crisis reply as little as possible. */
export const MODERATION_TIMEOUT_MS = 5000;

const CATEGORY_MAP: Record<string, RiskCategory> = {
  "self-harm": "self_harm",
  "self-harm/intent": "self_harm",
  "self-harm/instructions": "self_harm",
  violence: "harm_to_others",
  "harassment/threatening": "harm_to_others",
  "hate/threatening": "harm_to_others",
  "sexual/minors": "abuse",
};

/** Risk categories the provider flags in `text`; [] when none; null when not configured or failing. */
export async function moderateText(text: string): Promise<RiskCategory[] | null> {
  if (!isProviderConfigured() || text.trim() === "") return null;
  try {
    const client = providerClient().withOptions({ timeout: MODERATION_TIMEOUT_MS, maxRetries: 0 });
    const response = await client.moderations.create({ model: env.openaiModerationModel, input: text });
    const found = new Set<RiskCategory>();
    for (const result of response.results ?? []) {
      for (const [name, flagged] of Object.entries(result.categories ?? {})) {
        const category = CATEGORY_MAP[name];
        if (flagged === true && category) found.add(category);
      }
    }
    return [...found];
  } catch {
    // Unsupported endpoint, outage, timeout: the offline screen already decided.
    return null;
  }
}

export type CombinedScreen = {
  risk: boolean;
  categories: RiskCategory[];
  /** Which layer found the risk, kept with the message for the user's own history. */
  source: "screen" | "moderation" | "screen+moderation" | "none";
};

/** The union of both layers, so a provider outage (null) never lowers protection. */
export function combineScreens(offline: { categories: RiskCategory[] }, provider: RiskCategory[] | null): CombinedScreen {
  const fromScreen = offline.categories;
  const fromProvider = (provider ?? []).filter((c) => !fromScreen.includes(c));
  const categories = [...fromScreen, ...fromProvider];
  const source =
    fromScreen.length > 0 && (provider ?? []).length > 0
      ? "screen+moderation"
      : fromScreen.length > 0
        ? "screen"
        : categories.length > 0
          ? "moderation"
          : "none";
  return { risk: categories.length > 0, categories, source };
}
