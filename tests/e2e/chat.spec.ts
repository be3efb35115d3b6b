// The chat screen: live in every tab, the free plan's daily limit and premium locks, and every
// way a reply can fail.
import type { Page } from "@playwright/test";
import { ai, chatScreen, control, expect, newUser, signIn, streamed, t, test, toast } from "./support/kaia";

test("a second browser signed in as the same user sees the conversation, new messages and the streamed reply live", async ({ page, browser }) => {
  const user = await newUser("trial", "live");
  const other = await browser.newContext();
  const second = await other.newPage();
  await signIn(page, user);
  await signIn(second, user);

  // The second device waits in the history drawer of an empty chat.
  await second.goto("/chat");
  await second.getByRole("button", { name: t("chat.history") }).click();
  const drawer = second.getByRole("dialog", { name: t("chat.history") });
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

async function counter(page: Page, left: number) {
  await expect(page.getByText(t("chat.messagesLeft", { left, limit: 5 }))).toBeVisible();
}

test("a free user after the trial sends 5 messages, watches the counter fall, then meets the limit; premium topics stay locked", async ({ page }) => {
  const user = await newUser("free");
  await signIn(page, user);
  await expect(page.getByText(t("billing.trialExpiredTitle"))).toBeVisible();
  for (const topic of ["creativity", "global-concerns", "finance"]) {
    const card = page.getByTestId(`topic-${topic}`);
    await expect(card).toHaveAttribute("aria-disabled", "true");
    await expect(card).toContainText(t("home.premium"));
  }
  await expect(page.getByRole("link", { name: new RegExp(t("home.topics.finance.name")) })).toHaveCount(0);

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

/** The toast (it sits over the banner's end on wide screens), then the banner itself. */
async function dismissBoth(page: Page, code: string) {
  const issue = toast(page, t("chat.issueDetected")).filter({ hasText: t(`errors.${code}`) });
  await issue.getByRole("button", { name: t("common.dismiss") }).click();
  const banner = page.getByRole("alert").filter({ hasText: t("chat.errorTitle") });
  await banner.getByRole("button", { name: t("chat.dismissError") }).click();
  await expect(banner).toHaveCount(0);
}

test("each chat error shows the 'AI Response Error' banner with its hint, and the 'Issue Detected' toast", async ({ page }) => {
  test.setTimeout(120_000);
  const user = await newUser("premium", "errors");
  await signIn(page, user);
  await page.goto("/chat/stress");
  const chat = chatScreen(page);
  const banner = page.getByRole("alert").filter({ hasText: t("chat.errorTitle") });

  for (const { code, arrange } of PROVIDER_FAILURES) {
    await test.step(code, async () => {
      await ai.reset();
      await ai.provider(true);
      await arrange();
      await chat.send("Could you help me plan my week?");
      await expect(banner).toContainText(t(`errors.${code}`));
      await expect(toast(page, t("chat.issueDetected")).filter({ hasText: t(`errors.${code}`) })).toBeVisible();
      // The failed reply itself says the same in the conversation.
      await expect(chat.conversation.getByText(t(`errors.${code}`))).toBeVisible();
      await dismissBoth(page, code);
    });
  }

  await test.step("INVALID_REQUEST", async () => {
    // The box stops at the limit; the server checks it too.
    await chat.input.evaluate((box) => box.removeAttribute("maxlength"));
    await chat.send("a".repeat(4001));
    await expect(banner).toContainText(t("errors.INVALID_REQUEST"));
    await expect(toast(page, t("chat.issueDetected")).filter({ hasText: t("errors.INVALID_REQUEST") })).toBeVisible();
    await dismissBoth(page, "INVALID_REQUEST");
  });

  await test.step("AUTH_ERROR", async () => {
    await control("/sessions/end", { email: user.email });
    await expect(page).toHaveURL(/\/auth$/);
    await expect(toast(page, t("chat.sessionExpired"))).toContainText(t("chat.sessionExpiredBody"));
  });
});
