// axe-core on every screen and dialog, in light and dark, at phone and desktop widths: no
// serious or critical violation. Every screen is audited in both themes and at both widths
// (light on desktop, dark on a phone); the screens whose layout changes with the width are
// audited in all four.
import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { anyApi } from "convex/server";
import { ADMIN_KEY } from "./support/ports";
import { ai, apiAs, expect, go, newUser, signIn, t, test, uniqueEmail, type User, storedMessages } from "./support/kaia";

/** `byWidth`: the layout changes with the width (sidebar or drawer, header menu), so it is audited in all four variants. */
type Screen = { name: string; path: string; ready: (page: Page) => Promise<unknown>; byWidth?: true };
const heading = (name: string) => (page: Page) => expect(page.getByRole("heading", { name, exact: true }).first()).toBeVisible();
const dialog = (name: string) => (page: Page) => expect(page.getByRole("dialog", { name }).getByRole("heading").first()).toBeVisible();
// Until the plan has loaded a chat's box and suggestions are disabled (and faded); a person
// uses the screen after, and an audit across that change reads half of each state.
const chatReady = (page: Page) => expect(page.locator("#chat-input")).toBeEnabled();
const click = (name: string, then: (page: Page) => Promise<unknown>) => async (page: Page) => {
  await page.getByRole("button", { name, exact: true }).first().click();
  await then(page);
};

const VISITOR_SCREENS: Screen[] = [
  { name: "landing", path: "/", byWidth: true, ready: (page) => expect(page.getByRole("link", { name: t("common.getStarted") }).first()).toBeVisible() },
  { name: "sign in", path: "/auth", ready: heading(t("auth.signInTitle")) },
  { name: "sign in by link", path: "/auth", ready: click(t("auth.useMagicLink"), heading(t("auth.magicLinkTitle"))) },
  { name: "get started", path: "/email-intro", ready: heading(t("auth.getStartedTitle")) },
  {
    name: "check your email",
    path: "/email-intro",
    ready: async (page) => {
      await page.getByLabel(t("auth.email")).fill(uniqueEmail("a11y"));
      await page.getByRole("button", { name: t("auth.startJourney") }).click();
      await expect(page.getByText(t("auth.checkEmailTitle"))).toBeVisible();
    },
  },
  { name: "forgot password", path: "/forgot-password", ready: heading(t("auth.forgotTitle")) },
  { name: "sign-in link error", path: "/auth/callback?error=access_denied", ready: heading(t("auth.callbackErrorTitle")) },
  { name: "contact", path: "/contact", ready: heading(t("contact.title")) },
  {
    name: "contact with errors",
    path: "/contact",
    ready: async (page) => {
      await page.getByRole("button", { name: t("contact.send") }).click();
      await expect(page.getByText(t("contact.nameRequired"))).toBeVisible();
    },
  },
  { name: "privacy", path: "/legal/privacy", ready: (page) => expect(page.getByRole("heading", { level: 1 })).toBeVisible() },
  { name: "terms", path: "/legal/terms", ready: (page) => expect(page.getByRole("heading", { level: 1 })).toBeVisible() },
  { name: "topic page with emergency banner", path: "/anxiety-help", ready: (page) => expect(page.getByRole("heading", { level: 1 })).toBeVisible() },
  { name: "topic page", path: "/finance-help", ready: (page) => expect(page.getByRole("heading", { level: 1 })).toBeVisible() },
  { name: "world crisis page", path: "/world-crisis-anxiety", ready: (page) => expect(page.getByRole("heading", { level: 1 })).toBeVisible() },
  { name: "404", path: "/no-such-page", ready: (page) => expect(page.getByText("404", { exact: true })).toBeVisible() },
  { name: "admin gate", path: "/helppage", ready: heading(t("admin.title")) },
  {
    name: "admin tool",
    path: "/helppage",
    ready: async (page) => {
      await page.getByLabel(t("admin.key"), { exact: true }).fill(ADMIN_KEY);
      await page.getByRole("button", { name: t("admin.unlock") }).click();
      await expect(page.getByRole("main").getByRole("listitem").first()).toBeVisible();
    },
  },
  { name: "Arabic landing", path: "/ar", ready: (page) => expect(page.locator("html")).toHaveAttribute("dir", "rtl") },
];

const userScreens = ({ crisis, failed }: Conversations): Screen[] => [
  { name: "home", path: "/home", byWidth: true, ready: (page) => expect(page.getByTestId("topic-finance")).toBeVisible() },
  { name: "SOS: help now", path: "/home", ready: click(t("safetyPlan.sosLabel"), (page) => expect(page.getByRole("link", { name: t("safety.call", { number: "911" }) })).toBeVisible()) },
  {
    name: "SOS: safety plan",
    path: "/home",
    ready: click(t("safetyPlan.sosLabel"), async (page) => {
      await page.getByRole("tab", { name: t("safety.planTitle") }).click();
      await expect(page.getByRole("button", { name: t("safety.save") })).toBeVisible();
    }),
  },
  {
    name: "empty chat",
    path: "/chat/stress",
    byWidth: true,
    ready: async (page) => {
      await expect(page.getByText(t("chat.suggestionsLabel"))).toBeVisible();
      await chatReady(page);
    },
  },
  {
    name: "chat with crisis lines",
    byWidth: true,
    path: `/chat?c=${crisis}`,
    ready: async (page) => {
      await expect(page.getByRole("region", { name: t("safety.resourcesTitle") }).first()).toBeVisible();
      await chatReady(page);
    },
  },
  {
    name: "chat with a failed reply",
    byWidth: true,
    path: `/chat?c=${failed}`,
    ready: async (page) => {
      await expect(page.getByRole("button", { name: t("chat.retry") })).toBeVisible();
      await chatReady(page);
    },
  },
  {
    name: "chat history",
    byWidth: true,
    path: `/chat?c=${crisis}`,
    // A sidebar from 1024 px, a drawer opened from the header on narrower screens.
    ready: async (page) => {
      await chatReady(page);
      if ((page.viewportSize()?.width ?? 0) >= 1024) await expect(page.getByRole("complementary", { name: t("chat.history") })).toBeVisible();
      else await click(t("chat.history"), dialog(t("chat.history")))(page);
    },
  },
  {
    name: "delete a conversation",
    byWidth: true,
    path: `/chat?c=${crisis}`,
    ready: async (page) => {
      await chatReady(page);
      if ((page.viewportSize()?.width ?? 0) < 1024) await page.getByRole("button", { name: t("chat.history") }).click();
      await page.getByRole("button", { name: new RegExp(`^${t("chat.deleteConversation", { title: "" })}`) }).first().click();
      await dialog(t("chat.deleteConfirmTitle"))(page);
    },
  },
  { name: "locked topic", path: "/chat/finance", ready: (page) => expect(page.getByText(t("chat.lockedTitle"))).toBeVisible() },
  { name: "settings", path: "/settings", ready: heading(t("settings.title")) },
  {
    name: "settings: important",
    path: "/settings",
    ready: async (page) => {
      // On a phone the tab sits below cards that are still loading: a click that lands as they
      // grow hits the space the tab has just left, so it is tried again until the tab is chosen.
      const tab = page.getByRole("tab", { name: t("settings.about.important") });
      await expect(async () => {
        await tab.click();
        await expect(tab).toHaveAttribute("aria-selected", "true", { timeout: 1000 });
      }).toPass();
      await expect(page.getByText(t("settings.about.bestPractices"))).toBeVisible();
    },
  },
  { name: "upgrade dialog", path: "/settings", ready: click(t("billing.upgradeToPremium"), dialog(t("billing.upgradeTitle"))) },
  { name: "profile", path: "/profile", ready: heading(t("profile.title")) },
  { name: "change password", path: "/profile", ready: click(t("profile.changePassword"), dialog(t("profile.changePassword"))) },
  { name: "delete account", path: "/profile", ready: click(t("profile.deleteAccount"), dialog(t("profile.deleteConfirmTitle"))) },
  { name: "edit profile", path: "/profile/edit", ready: heading(t("profile.editTitle")) },
];

type Conversations = { crisis: string; failed: string };
let user: User;
let conversations: Conversations;

// One free user with two conversations: one with a reply and crisis lines, one whose reply failed.
test.beforeAll(async ({ browser }) => {
  user = await newUser("free", "a11y");
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, user);
  const api = await apiAs(page);
  const send = async (topicId: string, content: string, conversationId?: string): Promise<string> => {
    const sent = await api.action(anyApi.chat.send, { conversationId, topicId, content, timeZone: "UTC" });
    await expect
      .poll(async () => {
        const messages = await storedMessages(api, sent.conversationId);
        return messages.every((m) => m.status === "done" || m.status === "error");
      })
      .toBe(true);
    return sent.conversationId;
  };
  const crisis = await send("depression", "Everything feels grey lately");
  await send("depression", "honestly i'm just waiting to not wake up one day", crisis);
  await ai.always({ kind: "error", status: 503 });
  const failed = await send("stress", "Work is piling up again");
  await ai.reset();
  conversations = { crisis, failed };
  await context.close();
});

type Variant = { theme: "light" | "dark"; width: "mobile" | "desktop"; screens: "all" | "byWidth" };
const VARIANTS: Variant[] = [
  { theme: "light", width: "desktop", screens: "all" },
  { theme: "dark", width: "mobile", screens: "all" },
  { theme: "dark", width: "desktop", screens: "byWidth" },
  { theme: "light", width: "mobile", screens: "byWidth" },
];

async function contextFor(browser: Browser, { theme, width }: Variant): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...(width === "mobile" ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : { viewport: { width: 1280, height: 800 } }),
    colorScheme: theme,
    reducedMotion: "reduce",
    locale: "en-US",
    timezoneId: "UTC",
  });
  await context.addInitScript((value) => localStorage.setItem("theme", value), theme);
  return context;
}

type Finding = { screen: string; rule: string; impact: string; help: string; nodes: string[] };

async function axeFindings(page: Page, screen: string): Promise<Finding[]> {
  // Only violations come back in full: the passes' details cost more to send than to find.
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .options({ resultTypes: ["violations"] })
    .analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ screen, rule: v.id, impact: v.impact!, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => n.target.join(" ")) }));
}

/** Each screen from a fresh mount: one page load, then moves inside the app by way of another route. */
async function audit(page: Page, screens: Screen[], findings: Finding[]) {
  if (screens.length === 0) return;
  await page.goto(screens[0].path);
  for (const screen of screens) {
    await test.step(screen.name, async () => {
      // A prerendered page answers in-app moves only once the app has taken it over; a dialog
      // left open by the screen before is closed first.
      await expect(async () => {
        await go(page, "/a11y-between-screens");
        await expect(page.getByText("404", { exact: true })).toBeVisible({ timeout: 1000 });
        if ((await page.getByRole("dialog").count()) > 0) await page.keyboard.press("Escape");
        await expect(page.getByRole("dialog")).toHaveCount(0, { timeout: 1000 });
      }).toPass();
      await go(page, screen.path);
      await screen.ready(page);
      // A finding is one the settled screen keeps: audited again a moment later, it is still there
      // (an audit that spans a change of state, such as a box enabled mid-run, reads half of each).
      const first = await axeFindings(page, screen.name);
      if (first.length === 0) return;
      await page.waitForTimeout(1000);
      const again = await axeFindings(page, screen.name);
      findings.push(...again.filter((f) => first.some((g) => g.rule === f.rule && g.nodes.some((node) => f.nodes.includes(node)))));
    });
  }
}

for (const variant of VARIANTS) {
  const which = (screens: Screen[]) => screens.filter((screen) => variant.screens === "all" || screen.byWidth);
  const scope = variant.screens === "all" ? "every screen" : "the screens that change with the width";
  test(`no serious or critical axe violation on ${scope}, ${variant.theme}, ${variant.width}`, async ({ browser }) => {
    // About 40 screens, each audited by axe: minutes on two busy cores.
    test.setTimeout(360_000);
    const findings: Finding[] = [];
    const visitor = await contextFor(browser, variant);
    await audit(await visitor.newPage(), which(VISITOR_SCREENS), findings);
    await visitor.close();

    const signedIn = await contextFor(browser, variant);
    const page = await signedIn.newPage();
    await signIn(page, user);
    await expect(page.locator("html")).toHaveClass(variant.theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    await audit(page, which(userScreens(conversations)), findings);
    await signedIn.close();
    expect(findings).toEqual([]);
  });
}

test("the appearance setting switches to dark at once, is remembered on this device, and follows the system when asked", async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: "dark" });
  const page = await context.newPage();
  await signIn(page, user);
  const html = page.locator("html");
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.goto("/settings");
  await page.getByRole("radio", { name: t("settings.theme.dark") }).click();
  await expect(html).toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
  await page.getByRole("radio", { name: t("settings.theme.light") }).click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  // "System" follows the device, which prefers dark here.
  await page.getByRole("radio", { name: t("settings.theme.system") }).click();
  await expect(html).toHaveClass(/\bdark\b/);
  await context.close();
});
