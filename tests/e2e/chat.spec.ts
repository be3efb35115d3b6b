// The chat screen: live in every tab, the free plan's daily limit and premium locks, and every
// way a reply can fail.
import type { Page } from "@playwright/test";
import { anyApi } from "convex/server";
import { ai, apiAs, chatScreen, control, expect, newUser, signIn, streamed, t, test, toast, storedMessages } from "./support/kaia";

test("a second browser signed in as the same user sees the conversation, new messages and the streamed reply live", async ({ page, browser }) => {
  const user = await newUser("trial", "live");
  const other = await browser.newContext();
  const second = await other.newPage();
  await signIn(page, user);
  await signIn(second, user);

  // The second device waits on an empty chat, its history beside it (a desktop-wide window).
  await second.goto("/chat");
  const drawer = second.getByRole("complementary", { name: t("chat.history") });
  await expect(drawer.getByText(t("chat.noHistory"))).toBeVisible();

  const chat = chatScreen(page);
  await page.goto("/chat/relationships");
  await chat.send("My partner and I keep arguing about chores");
  await expect(chat.conversation.getByText("I hear you.", { exact: false })).toBeVisible();

  // The conversation appears in the other browser's list without a reload, and opens there.
  const entry = drawer.getByRole("button", { name: /^My partner and I keep arguing about chores/ });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText(t("home.topics.relationships.name"));
  await entry.click();
  const mirror = chatScreen(second);
  await expect(mirror.conversation.getByText("My partner and I keep arguing about chores")).toBeVisible();

  const reply = "It sounds tiring to have the same argument again and again. What usually happens right before it starts?";
  await ai.next(streamed(reply));
  await chat.send("It starts every evening after work");
  await expect(mirror.conversation.getByText("It starts every evening after work")).toBeVisible();
  const growing = mirror.conversation.locator('[aria-busy="true"]');
  await expect(growing).toBeVisible();
  expect(reply.length).toBeGreaterThan(((await growing.textContent()) ?? "").trim().length);
  await expect(mirror.conversation.getByText(reply)).toBeVisible();
  await expect(growing).toHaveCount(0);
  await other.close();
});

test("a long reply grows in a second tab piece by piece while it streams, then stays whole", async ({ page, context }) => {
  const user = await newUser("premium", "stream");
  await signIn(page, user);
  const chat = chatScreen(page);
  await page.goto("/chat/stress");
  await chat.send("Work keeps me up at night");
  await expect(chat.conversation.getByText("I hear you.", { exact: false })).toBeVisible();

  const second = await context.newPage();
  await second.goto(page.url());
  const mirror = chatScreen(second);
  await expect(mirror.conversation.getByText("Work keeps me up at night")).toBeVisible();

  const reply = [
    "It makes sense that your mind keeps going once the lights are off.",
    "Try writing tomorrow's three most important tasks on paper before bed, so they wait there instead of in your head.",
    "If you wake up, breathe in for four counts and out for six, a few times, without checking the clock.",
    "What usually comes to mind first when you lie awake?",
  ].join(" ");
  await ai.next(streamed(reply));
  await chat.send("Any tips for tonight?");
  const growing = mirror.conversation.locator('[aria-busy="true"]');
  await expect(growing).toBeVisible();
  // The tab sees the reply in several lengths, each the start of the reply, before it is whole.
  const seen = new Set<string>();
  // allTextContents does not wait: textContent would wait for a match that the reply's end can
  // remove between two reads, until the test times out.
  for (let texts = await growing.allTextContents(); texts.length > 0; texts = await growing.allTextContents()) {
    for (const text of texts) if (text.trim()) seen.add(text.trim());
    await second.waitForTimeout(50);
  }
  const partial = [...seen].filter((text) => text.length < reply.length);
  expect(partial.length).toBeGreaterThanOrEqual(2);
  for (const text of partial) expect(reply.startsWith(text)).toBe(true);
  await expect(mirror.conversation.getByText(reply)).toBeVisible();
  await expect(chat.conversation.getByText(reply)).toBeVisible();
});

test("a long conversation opens at its newest messages and loads the older ones as the person scrolls up", async ({ page }) => {
  test.setTimeout(150_000);
  const user = await newUser("premium", "scroll");
  await signIn(page, user);
  const api = await apiAs(page);
  let conversationId: string | undefined;
  // 17 exchanges: 34 messages, more than the first page holds.
  for (let i = 1; i <= 17; i++) {
    const sent = await api.action(anyApi.chat.send, { conversationId, topicId: "stress", content: `Worry number ${i}`, timeZone: "UTC" });
    conversationId = sent.conversationId;
    await expect.poll(async () => (await storedMessages(api, sent.conversationId)).at(-1)?.status).toBe("done");
  }
  const chat = chatScreen(page);
  await page.goto(`/chat?c=${conversationId}`);
  await expect(chat.conversation.getByText("Worry number 17", { exact: true })).toBeVisible();
  await expect(chat.conversation.getByText("Worry number 1", { exact: true })).toHaveCount(0);
  await expect(chat.conversation.getByText(t("chat.welcome.stress"))).toHaveCount(0);

  await chat.conversation.hover();
  await expect(async () => {
    await page.mouse.wheel(0, -5000);
    await expect(chat.conversation.getByText("Worry number 1", { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass();
  // The whole conversation is there, in order, under the topic's welcome.
  await expect(chat.conversation.getByText(t("chat.welcome.stress"))).toBeVisible();
  const order = await chat.conversation.getByText(/^Worry number \d+$/).allTextContents();
  expect(order).toEqual(Array.from({ length: 17 }, (_, i) => `Worry number ${i + 1}`));
});

async function counter(page: Page, left: number) {
  await expect(page.getByText(t("chat.messagesLeft", { left, limit: 5 }))).toBeVisible();
}

test("a free user after the trial sends 5 messages, watches the counter fall, then meets the limit; premium topics stay locked", async ({ page }) => {
  const user = await newUser("free");
  await signIn(page, user);
  await expect(page.getByText(t("billing.trialExpiredTitle"))).toBeVisible();
  for (const topic of ["creativity", "global-concerns", "finance"]) {
    const card = page.getByTestId(`topic-${topic}`);
    await expect(card).toHaveAttribute("aria-haspopup", "dialog");
    await expect(card).toContainText(t("home.premium"));
  }
  await expect(page.getByRole("link", { name: new RegExp(t("home.topics.finance.name")) })).toHaveCount(0);
  // A locked card is no dead click: it offers the upgrade.
  await page.getByTestId("topic-finance").click();
  const upgrade = page.getByRole("dialog", { name: t("billing.upgradeTitle") });
  await expect(upgrade.getByRole("heading", { name: t("billing.upgradeTitle") })).toBeVisible();
  await upgrade.getByRole("button", { name: t("common.close") }).click();
  await expect(upgrade).toHaveCount(0);

  await page.getByRole("link", { name: new RegExp(t("home.topics.career.name")) }).click();
  const chat = chatScreen(page);
  await counter(page, 5);
  for (let sent = 1; sent <= 5; sent++) {
    await chat.send(`Question ${sent} about my career`);
    await expect(chat.conversation.getByText(`Question ${sent} about my career`)).toBeVisible();
    await expect(chat.conversation.locator('[aria-busy="true"]')).toHaveCount(0);
    if (sent === 5) break;
    await counter(page, 5 - sent);
    await expect(chat.input).toBeEnabled();
  }
  await expect(chat.conversation.getByText("I hear you.", { exact: false })).toHaveCount(5);

  const limit = page.getByRole("status").filter({ hasText: t("chat.limitReached") });
  await expect(limit).toBeVisible();
  await expect(chat.input).toHaveAttribute("placeholder", t("chat.limitPlaceholder"));
  await expect(limit.getByRole("button", { name: t("chat.upgrade") })).toBeVisible();
  // The box stays open for a message that signals danger; anything else is not sent and comes back.
  await chat.send("One more question about my career");
  await expect(toast(page, t("chat.limitReached"))).toBeVisible();
  await expect(chat.input).toHaveValue("One more question about my career");
  await expect(chat.conversation.getByText("One more question about my career")).toHaveCount(0);

  // Another topic has its own allowance; a premium topic is locked even when reached directly.
  await page.goto("/chat/stress");
  await counter(page, 5);
  await expect(chat.input).toBeEnabled();
  await page.goto("/chat/finance");
  await expect(page.getByRole("status").filter({ hasText: t("chat.lockedTitle") })).toBeVisible();
  await expect(chat.input).toBeDisabled();
  await expect(chat.input).toHaveAttribute("placeholder", t("chat.lockedPlaceholder"));
});

const PROVIDER_FAILURES: { code: string; arrange: () => Promise<unknown> }[] = [
  { code: "INVALID_KEY", arrange: () => ai.always({ kind: "error", status: 401 }) },
  { code: "KEY_NOT_SET", arrange: () => Promise.all([ai.provider(true, { key: false }), ai.always({ kind: "error", status: 401 })]) },
  { code: "RATE_LIMIT", arrange: () => ai.always({ kind: "error", status: 429 }) },
  { code: "SERVER_ERROR", arrange: () => ai.always({ kind: "error", status: 500 }) },
  { code: "SERVICE_UNAVAILABLE", arrange: () => ai.always({ kind: "error", status: 503 }) },
  { code: "TIMEOUT_ERROR", arrange: () => ai.always({ kind: "error", status: 504 }) },
  { code: "AI_SERVICE_ERROR", arrange: () => ai.always({ kind: "error", status: 400 }) },
  { code: "EMPTY_RESPONSE", arrange: () => ai.always({ kind: "empty" }) },
  // Nothing listens there: the connection is refused.
  { code: "NETWORK_ERROR", arrange: () => ai.provider(true, { baseUrl: "http://127.0.0.1:9/v1" }) },
];

/** The one failure message of the conversation: in the failed reply's bubble, with Retry. */
function failure(page: Page) {
  return chatScreen(page).conversation.getByRole("alert");
}

/** What a person is told for each code: a refused or missing key reads as the service being unavailable. */
const shownFor = (code: string) => t(`errors.${code === "INVALID_KEY" || code === "KEY_NOT_SET" ? "SERVICE_UNAVAILABLE" : code}`);

test("each chat error is told once, in the failed reply's bubble, and Retry asks again", async ({ page }) => {
  test.setTimeout(120_000);
  const user = await newUser("premium", "errors");
  await signIn(page, user);
  await page.goto("/chat/stress");
  const chat = chatScreen(page);

  for (const { code, arrange } of PROVIDER_FAILURES) {
    await test.step(code, async () => {
      await ai.reset();
      await ai.provider(true);
      await arrange();
      await chat.send("Could you help me plan my week?");
      await expect(failure(page)).toHaveText(shownFor(code));
      await expect(page.getByRole("alert")).toHaveCount(1);
      await expect(page.locator("ol[aria-live] > li"), "no toast repeats it").toHaveCount(0);
      await expect(page.getByText(/update your key/i)).toHaveCount(0);
    });
  }

  await test.step("Retry", async () => {
    await ai.reset();
    await ai.provider(true);
    await chat.conversation.getByRole("button", { name: t("chat.retry") }).click();
    await expect(failure(page)).toHaveCount(0);
    await expect(chat.conversation.getByText("I hear you.", { exact: false })).toBeVisible();
  });

  await test.step("INVALID_REQUEST", async () => {
    // The box stops at the limit; the server checks it too.
    await chat.input.evaluate((box) => box.removeAttribute("maxlength"));
    await chat.send("a".repeat(4001));
    await expect(failure(page)).toHaveText(`${t("chat.notSent")} ${t("errors.INVALID_INPUT")}`);
    await expect(page.locator("ol[aria-live] > li"), "no toast repeats it").toHaveCount(0);
  });

  await test.step("AUTH_ERROR", async () => {
    await control("/sessions/end", { email: user.email });
    await expect(page).toHaveURL(/\/auth$/);
    await expect(toast(page, t("chat.sessionExpired"))).toContainText(t("chat.sessionExpiredBody"));
  });
});

const MARKDOWN_REPLY = [
  "## Three small steps",
  "",
  "That sounds like a **heavy** week. Let's make it *lighter*:",
  "",
  "1. Write down the three tasks that matter most.",
  "2. Take a `5-minute` break between them.",
  "",
  "- Say no to one thing",
  "- Ask for help with another",
  "",
  "This [short guide](https://example.org/planning) may help.",
].join("\n");

const ARABIC_QUESTION = "أستخدم تطبيق Headspace كل صباح (10 minutes)، هل هذا كافٍ؟";
const ARABIC_REPLY = "نعم، **Headspace** بداية جيدة! جرّب أيضًا تمرين box breathing لمدة 4 ثوانٍ.";

test("a reply reads as formatted Markdown, a failure offers Retry, and Arabic with English inside keeps its order, at 390 and 1280 px in light and dark", async ({ browser }, testInfo) => {
  test.setTimeout(240_000);
  /** Signs in a fresh premium user (in this language) and returns their API, with a way to wait for replies. */
  async function userWithApi(lang: "en" | "ar") {
    const user = await newUser("premium", `look-${lang}`);
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, user);
    const api = await apiAs(page);
    // The app saves the sign-in page's language first; the account's own language must come after it.
    await expect.poll(async () => (await api.query(anyApi.preferences.get, {}))?.languageCode).toBe("en");
    if (lang !== "en") await api.mutation(anyApi.preferences.update, { languageCode: lang });
    const settle = (conversationId: string) =>
      expect
        .poll(async () => {
          const messages = await storedMessages(api, conversationId);
          return messages.every((m) => m.status === "done" || m.status === "error");
        })
        .toBe(true);
    return { user, api, settle, close: () => context.close() };
  }

  const english = await userWithApi("en");
  await ai.next({ kind: "reply", text: MARKDOWN_REPLY });
  const markdown = await english.api.action(anyApi.chat.send, { topicId: "stress", content: "My week is a mess", timeZone: "UTC" });
  await english.settle(markdown.conversationId);
  await ai.always({ kind: "error", status: 503 });
  const more = { conversationId: markdown.conversationId, topicId: "stress", content: "And my boss keeps adding more", timeZone: "UTC" };
  await english.api.action(anyApi.chat.send, more);
  await english.settle(markdown.conversationId);
  await english.close();
  await ai.reset();

  const arabicUser = await userWithApi("ar");
  await ai.next({ kind: "reply", text: ARABIC_REPLY });
  const arabic = await arabicUser.api.action(anyApi.chat.send, { topicId: "anxiety", content: ARABIC_QUESTION, timeZone: "UTC" });
  await arabicUser.settle(arabic.conversationId);
  await arabicUser.close();
  const isRtl = (el: Element) => getComputedStyle(el).direction === "rtl";

  const WIDTHS = [390, 1280];
  for (const theme of ["light", "dark"] as const) {
    const options = { viewport: { width: WIDTHS[0], height: 900 }, colorScheme: theme, reducedMotion: "reduce" as const, locale: "en-US" };
    const context = await browser.newContext(options);
    await context.addInitScript((value) => localStorage.setItem("theme", value), theme);
    const view = await context.newPage();
    await signIn(view, english.user);
    const chat = chatScreen(view);
    for (const width of WIDTHS) {
      await view.setViewportSize({ width, height: 900 });
      await view.goto(`/chat?c=${markdown.conversationId}`);
      const link = chat.conversation.getByRole("link", { name: "short guide" });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      await expect(chat.conversation.getByText("heavy", { exact: true })).toHaveJSProperty("tagName", "STRONG");
      await expect(chat.conversation.getByText(/[#*`]/)).toHaveCount(0);
      await expect(chat.conversation.getByRole("button", { name: t("chat.copyReply") })).toHaveCount(1);
      await expect(chat.conversation.getByRole("alert")).toHaveText(t("errors.SERVICE_UNAVAILABLE"));
      await expect(chat.conversation.getByRole("button", { name: t("chat.retry") })).toBeVisible();
      await expect(view.getByRole("complementary", { name: t("chat.history") })).toHaveCount(width >= 1024 ? 1 : 0);
      await chat.conversation.getByRole("alert").scrollIntoViewIfNeeded();
      await view.screenshot({ path: testInfo.outputPath(`markdown-and-retry-${width}-${theme}.png`) });
    }
    await context.close();

    const arabicContext = await browser.newContext(options);
    await arabicContext.addInitScript((value) => localStorage.setItem("theme", value), theme);
    const arabicView = await arabicContext.newPage();
    await signIn(arabicView, arabicUser.user);
    for (const width of WIDTHS) {
      await arabicView.setViewportSize({ width, height: 900 });
      await arabicView.goto(`/ar/chat?c=${arabic.conversationId}`);
      await expect(arabicView.locator("html")).toHaveAttribute("dir", "rtl");
      const conversation = arabicView.getByRole("region", { name: t("chat.conversationLabel", undefined, "ar") });
      const input = arabicView.getByRole("textbox", { name: t("chat.inputLabel", undefined, "ar") });
      const question = conversation.getByText(ARABIC_QUESTION);
      await expect(question).toHaveAttribute("dir", "auto");
      expect(await question.evaluate(isRtl)).toBe(true);
      expect(await conversation.locator("p", { hasText: "box breathing" }).evaluate(isRtl)).toBe(true);
      await expect(input).toHaveAttribute("dir", "auto");
      await input.fill("I feel better today, شكرًا!");
      expect(await input.evaluate(isRtl)).toBe(false);
      await arabicView.screenshot({ path: testInfo.outputPath(`arabic-${width}-${theme}.png`) });
    }
    await arabicContext.close();
  }
});

test("while the person chats, the other signed-in screens are fetched, so Back to topics shows home at once", async ({ page }) => {
  const user = await newUser("premium", "preload");
  await signIn(page, user);
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
  // Opened directly, the chat does not need the home screen's code, yet it is fetched when idle.
  await page.goto("/chat/stress");
  await expect(chatScreen(page).input).toBeEnabled();
  await expect.poll(() => ["HomePage", "SettingsPage"].filter((screen) => !fetched.some((path) => path.includes(`/${screen}-`)))).toEqual([]);
  await page.getByRole("link", { name: t("chat.back") }).click();
  await expect(page.getByRole("heading", { level: 1, name: t("home.greeting") })).toBeVisible({ timeout: 1000 });
});
