// The offline screen's findings and the provider's moderation, taken together. Pure, so the
// mutations that admit a message use it without loading the provider's SDK.
import type { RiskCategory } from "../lib/validators";

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
