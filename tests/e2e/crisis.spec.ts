// Crisis safety in the browser: a message that signals danger is answered with real help first,
// whatever the plan, limit or provider, and never counts; SOS and the safety plan; the country
// decides the numbers.
import type { Page } from "@playwright/test";
import { anyApi } from "convex/server";
import { ai, apiAs, chatScreen, expect, messageCount, newUser, signIn, streamed, t, test, toast, storedMessages } from "./support/kaia";

const CRISIS = "honestly i'm just waiting to not wake up one day";

/** The crisis lines shown above Kaia's answer, for the US (the browser's region here). */
async function expectUsCrisisCard(page: Page) {
  const card = page.getByRole("region", { name: t("safety.resourcesTitle") });
  await expect(card).toBeVisible();
  await expect(card.getByRole("link", { name: t("safety.call", { number: "911" }) })).toHaveAttribute("href", "tel:911");
  await expect(card.getByText("988 Suicide & Crisis Lifeline")).toBeVisible();
  await expect(card.getByRole("link", { name: t("safety.text", { number: "988" }) }).first()).toHaveAttribute("href", "sms:988");
  return card;
}

test("at the daily limit a crisis message still gets the crisis lines and a reply, and does not count", async ({ page }) => {
  const user = await newUser("free", "crisis-limit");
  await messageCount(user.email, "stress", 5);
  await signIn(page, user);
  await page.goto("/chat/stress");
  await expect(page.getByRole("status").filter({ hasText: t("chat.limitReached") })).toBeVisible();

  const chat = chatScreen(page);
  await chat.send(CRISIS);
  await expect(chat.conversation.getByText(CRISIS)).toBeVisible();
  await expectUsCrisisCard(page);
  await expect(chat.conversation.getByText("I hear you.", { exact: false })).toBeVisible();
  expect(await messageCount(user.email, "stress")).toBe(5);
  // Beside the crisis no limit block is shown: this conversation is not held to the limit today.
  await expect(page.getByRole("status").filter({ hasText: t("chat.limitReached") })).toHaveCount(0);
  // In a fresh conversation, anything else is still held back by the limit.
  // The history sits beside the chat on a desktop-wide window.
  await page.getByRole("complementary", { name: t("chat.history") }).getByRole("button", { name: t("chat.newConversation") }).click();
  await expect(page.getByRole("status").filter({ hasText: t("chat.limitReached") })).toBeVisible();
  await expect(chat.conversation.getByText(CRISIS)).toHaveCount(0);
  await chat.send("Another thing about my week");
  await expect(toast(page, t("chat.limitReached"))).toBeVisible();
  expect(await messageCount(user.email, "stress")).toBe(5);
});

test("with the AI provider failing a crisis message gets the crisis lines and a warm fallback, and the counter does not move", async ({ page }) => {
  const user = await newUser("free", "crisis-failing");
  await messageCount(user.email, "loneliness", 2);
  await signIn(page, user);
  await page.goto("/chat/loneliness");
  await expect(page.getByText(t("chat.messagesLeft", { left: 3, limit: 5 }))).toBeVisible();

  await ai.always({ kind: "error", status: 500 });
  const chat = chatScreen(page);
  await chat.send(CRISIS);
  await expectUsCrisisCard(page);
  await expect(chat.conversation.getByText(t("safety.fallbackReplyNoLines"))).toBeVisible();
  // Never an error in place of help.
  await expect(chat.conversation.getByRole("alert")).toHaveCount(0);
  await expect(chat.conversation.getByRole("button", { name: t("chat.retry") })).toHaveCount(0);
  // No counter beside a crisis: the allowance is untouched, and not shown.
  await expect(page.getByText(t("chat.messagesLeft", { left: 3, limit: 5 }))).toHaveCount(0);
  expect(await messageCount(user.email, "loneliness")).toBe(2);
});

test("with no AI provider set up a crisis message gets the crisis lines and a warm reply, not the demo text", async ({ page }) => {
  const user = await newUser("free", "crisis-offline");
  await signIn(page, user);
  await ai.provider(false);
  await page.goto("/chat/anxiety");
  const chat = chatScreen(page);
  await chat.send("What helps with a racing heart?");
  await expect(chat.conversation.getByText(t("chat.demoLabel"))).toBeVisible();
  await expect(page.getByText(t("chat.messagesLeft", { left: 4, limit: 5 }))).toBeVisible();

  await chat.send(CRISIS);
  await expectUsCrisisCard(page);
  await expect(chat.conversation.getByText(t("safety.fallbackReplyNoLines"))).toBeVisible();
  await expect(chat.conversation.getByText(t("chat.demoLabel"))).toHaveCount(1);
  await expect(page.getByText(t("chat.messagesLeft", { left: 4, limit: 5 }))).toHaveCount(0);
  expect(await messageCount(user.email, "anxiety")).toBe(1);
});

test("when the provider's moderation sees risk the offline screen missed, the reply brings the crisis lines and the message is not counted", async ({ page }) => {
  const user = await newUser("free", "crisis-moderation");
  await signIn(page, user);
  await page.goto("/chat/loneliness");
  await expect(page.getByText(t("chat.messagesLeft", { left: 5, limit: 5 }))).toBeVisible();
  await ai.moderation(true, { "self-harm/intent": true });
  const chat = chatScreen(page);
  await chat.send("Can we talk about something on my mind?");
  await expectUsCrisisCard(page);
  await expect(chat.conversation.getByText("I hear you.", { exact: false })).toBeVisible();
  await expect(page.getByText(t("chat.messagesLeft", { left: 5, limit: 5 }))).toHaveCount(0);
  expect(await messageCount(user.email, "loneliness")).toBe(0);
  // It was the provider's check, not the offline screen, that saw it.
  const conversationId = new URL(page.url()).searchParams.get("c");
  const messages = await storedMessages(await apiAs(page), conversationId);
  expect(messages[0].risk).toEqual({ categories: ["self_harm"], source: "moderation" });
});

test("in a premium-locked topic a crisis message is answered with the crisis lines, other messages are refused", async ({ page }) => {
  const user = await newUser("free", "crisis-locked");
  await signIn(page, user);
  await page.goto("/chat/finance");
  const chat = chatScreen(page);
  // The box is closed for a free user here; SOS stays in reach.
  await expect(chat.input).toBeDisabled();
  await expect(page.getByRole("button", { name: t("safetyPlan.sosLabel") })).toBeVisible();

  // The same call the screen makes: the server lets a cry for help through and nothing else.
  const api = await apiAs(page);
  await expect(api.action(anyApi.chat.send, { topicId: "finance", content: "How do I make a budget?" })).rejects.toThrow(/PREMIUM_REQUIRED|premium/i);
  const { conversationId } = await api.action(anyApi.chat.send, { topicId: "finance", content: CRISIS, timeZone: "UTC" });
  await page.goto(`/chat?c=${conversationId}`);
  await expect(chat.conversation.getByText(CRISIS)).toBeVisible();
  await expectUsCrisisCard(page);
  await expect(chat.conversation.getByText("I hear you.", { exact: false })).toBeVisible();
  expect(await messageCount(user.email, "finance")).toBe(0);
});

test("SOS opens the crisis lines and a safety plan that is kept and shows on another device", async ({ page, browser }) => {
  const user = await newUser("trial", "sos");
  await signIn(page, user);
  await page.getByRole("button", { name: t("safetyPlan.sosLabel") }).click();
  const sos = page.getByRole("dialog", { name: t("safetyPlan.title") });
  await expect(sos.getByRole("link", { name: t("safety.call", { number: "911" }) })).toBeVisible();
  await expect(sos.getByLabel(t("safetyPlan.country"))).toHaveValue("US");

  await sos.getByRole("tab", { name: t("safety.planTitle") }).click();
  const plan = {
    warningSigns: "Not sleeping, skipping meals",
    copingStrategies: "A long walk with music",
    distractions: "The library, my cousin's place",
    peopleToAsk: "Sam 555-0100",
    professionals: "Dr. Lee, and 988",
    safeEnvironment: "Ask Sam to keep my pills",
  };
  const sections = Object.keys(plan) as (keyof typeof plan)[];
  const field = (dialog: typeof sos, section: keyof typeof plan) =>
    dialog.getByLabel(t("safetyPlan.sectionLabel", { number: sections.indexOf(section) + 1, title: t(`safety.planSection.${section}`) }));
  await expect(sos.getByText(t("safetyPlan.notSavedYet"))).toBeVisible();
  for (const section of sections) await field(sos, section).fill(plan[section]);
  await sos.getByRole("button", { name: t("safety.save") }).click();
  await expect(toast(page, t("safety.saved"))).toBeVisible();

  // Kept after a reload, from the chat header's SOS too, and on another device.
  await page.goto("/chat/stress");
  await page.getByRole("button", { name: t("safetyPlan.sosLabel") }).click();
  await page.getByRole("dialog", { name: t("safetyPlan.title") }).getByRole("tab", { name: t("safety.planTitle") }).click();
  for (const section of sections) await expect(field(page.getByRole("dialog"), section)).toHaveValue(plan[section]);

  const other = await browser.newContext();
  const second = await other.newPage();
  await signIn(second, user);
  await second.getByRole("button", { name: t("safetyPlan.sosLabel") }).click();
  await second.getByRole("tab", { name: t("safety.planTitle") }).click();
  await expect(field(second.getByRole("dialog"), "safeEnvironment")).toHaveValue(plan.safeEnvironment);
  await other.close();
});

test("the country decides the numbers: the browser's region first, then the country the user picks, also in chat", async ({ browser }) => {
  const user = await newUser("trial", "country");
  const context = await browser.newContext({ locale: "en-GB" });
  const page = await context.newPage();
  await signIn(page, user);
  await page.getByRole("button", { name: t("safetyPlan.sosLabel") }).click();
  const sos = page.getByRole("dialog", { name: t("safetyPlan.title") });
  await expect(sos.getByLabel(t("safetyPlan.country"))).toHaveValue("GB");
  await expect(sos.getByRole("link", { name: t("safety.call", { number: "999" }) })).toHaveAttribute("href", "tel:999");
  await expect(sos.getByText("Samaritans", { exact: true })).toBeVisible();
  await expect(sos.getByText("988 Suicide & Crisis Lifeline")).toHaveCount(0);

  await sos.getByLabel(t("safetyPlan.country")).selectOption("DE");
  await expect(sos.getByRole("link", { name: t("safety.call", { number: "112" }) })).toHaveAttribute("href", "tel:112");
  await expect(sos.getByRole("link", { name: t("safety.call", { number: "0800 111 0 111" }) })).toHaveAttribute("href", "tel:08001110111");
  await expect(sos.getByText("Samaritans", { exact: true })).toHaveCount(0);
  await sos.getByRole("button", { name: t("common.close") }).click();

  // The choice is remembered for the crisis lines in chat.
  await page.goto("/chat/depression");
  await chatScreen(page).send(CRISIS);
  const card = page.getByRole("region", { name: t("safety.resourcesTitle") });
  await expect(card.getByRole("link", { name: t("safety.call", { number: "112" }) })).toBeVisible();
  await expect(card.getByText("TelefonSeelsorge", { exact: true }).first()).toBeVisible();
  await context.close();
});

test.describe("the crisis card names the country it chose from where the person is", () => {
  test("an English-speaking browser in India gets India's lines, and changing the country there saves it", async ({ browser }) => {
    const user = await newUser("trial", "country-india");
    const context = await browser.newContext({ locale: "en", timezoneId: "Asia/Kolkata" });
    const page = await context.newPage();
    await signIn(page, user);
    await page.goto("/chat/depression");
    await chatScreen(page).send(CRISIS);
    const card = page.getByRole("region", { name: t("safety.resourcesTitle") });
    await expect(card.getByText(t("safety.linesFor", { country: "India" })).first()).toBeVisible();
    await expect(card.getByRole("link", { name: t("safety.call", { number: "14416" }) })).toHaveAttribute("href", "tel:14416");
    await expect(card.getByRole("link", { name: t("safety.call", { number: "112" }) })).toBeVisible();
    await expect(card.getByText("988 Suicide & Crisis Lifeline")).toHaveCount(0);
    // The server chose the same country for the reply, from the time zone the browser sent.
    const conversationId = new URL(page.url()).searchParams.get("c");
    const messages = await storedMessages(await apiAs(page), conversationId);
    expect(messages[1].crisisCountry).toBe("IN");

    await card.getByRole("button", { name: t("safety.changeCountry") }).click();
    await card.getByLabel(t("safety.changeCountryLabel")).selectOption("GB");
    await expect(card.getByText(t("safety.linesFor", { country: "United Kingdom" })).first()).toBeVisible();
    await expect(card.getByText("Samaritans", { exact: true })).toBeVisible();
    // Saved on the server: after a reload, and in the SOS dialog too.
    await page.reload();
    await expect(page.getByRole("region", { name: t("safety.resourcesTitle") }).getByText(t("safety.linesFor", { country: "United Kingdom" })).first()).toBeVisible();
    await page.getByRole("button", { name: t("safetyPlan.sosLabel") }).click();
    await expect(page.getByRole("dialog").getByLabel(t("safetyPlan.country"))).toHaveValue("GB");
    await context.close();
  });

  test("a Spanish-speaking browser in Mexico gets Mexico's lines, in Spanish", async ({ browser }) => {
    const user = await newUser("trial", "country-mexico");
    const context = await browser.newContext({ locale: "es", timezoneId: "America/Mexico_City" });
    const page = await context.newPage();
    await signIn(page, user, "/es", "es");
    await page.goto("/es/chat/depression");
    await chatScreen(page, "es").send("ya no quiero vivir, quiero matarme");
    const card = page.getByRole("region", { name: t("safety.resourcesTitle", {}, "es") });
    await expect(card.getByText(t("safety.linesFor", { country: "México" }, "es")).first()).toBeVisible();
    await expect(card.getByRole("link", { name: t("safety.call", { number: "800 911 2000" }, "es") })).toHaveAttribute("href", "tel:8009112000");
    await expect(card.getByRole("link", { name: t("safety.call", { number: "911" }, "es") })).toBeVisible();
    await expect(card.getByText("Línea 024")).toHaveCount(0);
    await context.close();
  });

  test("with nothing that names a country, the honest generic fallback: no 112 button, no lines above in the reply", async ({ browser }) => {
    const user = await newUser("trial", "country-none");
    const context = await browser.newContext({ locale: "en", timezoneId: "UTC" });
    const page = await context.newPage();
    await signIn(page, user);
    await ai.always({ kind: "error", status: 500 });
    await page.goto("/chat/depression");
    const chat = chatScreen(page);
    await chat.send(CRISIS);
    const card = page.getByRole("region", { name: t("safety.resourcesTitle") });
    await expect(card.getByText(t("safety.countryUnknown")).first()).toBeVisible();
    await expect(card.getByText(t("safety.emergencyGeneric"))).toBeVisible();
    await expect(card.getByRole("link", { name: /^Call/ })).toHaveCount(0);
    await expect(card.getByText(t("safety.fallbackNote"))).toBeVisible();
    await expect(card.getByRole("link", { name: t("safety.directoryNearYou") })).toHaveAttribute("href", "https://findahelpline.com");
    await expect(chat.conversation.getByText(t("safety.fallbackReplyNoLines"))).toBeVisible();
    // Choosing a country there shows its lines.
    await card.getByRole("button", { name: t("safety.chooseCountryAction") }).click();
    await card.getByLabel(t("safety.changeCountryLabel")).selectOption("IE");
    await expect(card.getByText(t("safety.linesFor", { country: "Ireland" })).first()).toBeVisible();
    await expect(card.getByRole("link", { name: t("safety.call", { number: "116 123" }) })).toBeVisible();
    await context.close();
  });
});

test("no upsell beside a crisis on a phone: the limit block, trial banner and upgrade buttons go, the card stays in view until hidden, SOS stays", async ({ browser }) => {
  const user = await newUser("free", "crisis-no-upsell");
  await messageCount(user.email, "stress", 5);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "en-US", timezoneId: "UTC", hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await signIn(page, user);
  await page.goto("/chat/stress");
  const limitBlock = page.getByRole("status").filter({ hasText: t("chat.limitReached") });
  const trialBanner = page.getByRole("status").filter({ hasText: t("billing.trialExpiredTitle") });
  const upgrades = page.getByRole("button", { name: new RegExp(`${t("chat.upgrade")}|${t("billing.upgradeToPremium")}`) });
  await expect(limitBlock).toBeVisible();
  await expect(trialBanner).toBeVisible();

  await ai.next(streamed("I hear you, and I'm really glad you told me. ".repeat(12)));
  const chat = chatScreen(page);
  await chat.send(CRISIS);
  // The pinned card comes first, above the conversation.
  const card = page.getByRole("region", { name: t("safety.resourcesTitle") }).first();
  await expect(chat.conversation.getByText("I hear you", { exact: false })).toBeVisible();
  await expect(limitBlock).toHaveCount(0);
  await expect(trialBanner).toHaveCount(0);
  await expect(upgrades).toHaveCount(0);
  await expect(page.getByRole("button", { name: t("safetyPlan.sosLabel") })).toBeInViewport();
  // The long reply scrolls the conversation; the card stays in view.
  await expect(page.getByText("glad you told me.", { exact: false }).last()).toBeVisible();
  await expect(card.getByRole("link", { name: t("safety.call", { number: "911" }) })).toBeInViewport();

  // The person can keep talking there past the limit, with no upsell.
  await chat.send("thank you, it helps to say it");
  await expect(chat.conversation.getByText("thank you, it helps to say it")).toBeVisible();
  await expect(toast(page, t("chat.limitReached"))).toHaveCount(0);
  await expect(card).toBeInViewport();
  expect(await messageCount(user.email, "stress")).toBe(5);

  // The server decides: a reload shows the same.
  await page.reload();
  await expect(page.getByRole("region", { name: t("safety.resourcesTitle") }).first()).toBeInViewport();
  await expect(limitBlock).toHaveCount(0);
  await expect(trialBanner).toHaveCount(0);
  await expect(upgrades).toHaveCount(0);

  // Hidden, the card goes back into the conversation.
  await page.getByRole("button", { name: t("safety.hideCardLabel") }).click();
  await expect(chat.conversation.getByRole("region", { name: t("safety.resourcesTitle") }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: t("safety.hideCardLabel") })).toHaveCount(0);
  await context.close();
});
