// What Kaia remembers, in the open: the chat shows it, the person edits, deletes, clears or
// switches it off, in the chat's panel and in Settings.
import type { Page } from "@playwright/test";
import { ai, chatScreen, expect, newUser, signIn, t, test } from "./support/kaia";

function memoryChip(page: Page, count: number) {
  return page.getByRole("button", { name: t("memory.chipCount", { count }) });
}

/** Talks on a topic, then leaves the chat: the model's memory update answers with `items`. */
async function talkThenLeave(page: Page, message: string, items: string[]) {
  const chat = chatScreen(page);
  // Kaia's reply, and every memory update (any conversation's) answers with the items.
  await ai.reset();
  await ai.next({ kind: "reply", text: "I hear you." });
  await ai.json({ kind: "reply", text: JSON.stringify({ items }) });
  await page.goto("/chat/stress");
  await chat.send(message);
  await expect(chat.conversation.getByText("I hear you.", { exact: false })).toBeVisible();
  await expect(chat.input).toBeEnabled();
  await page.getByRole("link", { name: t("chat.back") }).click();
  // The chat is left once the home screen has replaced it (the URL changes before that).
  await expect(page.getByRole("heading", { level: 1, name: t("home.greeting") })).toBeVisible();
}

test("the chat shows what Kaia remembers; the person edits and deletes items, and switches memory off", async ({ page }) => {
  test.slow();
  const user = await newUser("premium", "memory");
  await signIn(page, user);
  await page.goto("/chat/stress");

  // Without a known age memory starts off; the person switches it on in the chat's panel.
  await page.getByRole("button", { name: t("memory.chipOff") }).click();
  const panel = page.getByRole("dialog", { name: t("memory.title") });
  await expect(panel.getByText(t("memory.offNote"))).toBeVisible();
  await panel.getByRole("switch", { name: t("memory.switchLabel") }).click();
  await expect(panel.getByText(t("memory.empty"))).toBeVisible();
  await panel.getByRole("button", { name: t("memory.done") }).click();

  await talkThenLeave(page, "My exam is on 12 March and my sister Ana helps me study", [
    "Exam on 12 March",
    "Sister Ana helps with studying",
    "Wants to sleep before midnight",
  ]);
  await page.goto("/chat/stress");
  await memoryChip(page, 3).click();
  await expect(panel.getByRole("listitem")).toHaveText([/Exam on 12 March/, /Sister Ana helps with studying/, /Wants to sleep before midnight/]);

  // Edit: a refused edit says why and keeps the text; a good one is saved.
  await panel.getByRole("button", { name: t("memory.editLabel", { text: "Exam on 12 March" }) }).click();
  const field = panel.getByRole("textbox", { name: t("memory.itemLabel") });
  await field.fill("I plan to overdose on 30 pills");
  await field.press("Enter");
  await expect(panel.getByText(t("memory.error.risk"))).toBeVisible();
  await field.fill("Exam moved to 19 March");
  await panel.getByRole("button", { name: t("memory.save") }).click();
  await expect(panel.getByRole("listitem").first()).toContainText("Exam moved to 19 March");

  // Delete one item.
  await panel.getByRole("button", { name: t("memory.deleteLabel", { text: "Sister Ana helps with studying" }) }).click();
  await expect(panel.getByRole("listitem")).toHaveCount(2);
  await panel.getByRole("button", { name: t("common.close") }).click();
  await expect(memoryChip(page, 2)).toBeVisible();

  // Settings lists every topic's memory; switching off asks first, then deletes it all.
  await page.goto("/settings");
  const card = page.getByRole("region", { name: t("memory.settingsTitle") });
  await expect(card.getByRole("heading", { name: t("home.topics.stress.name") })).toBeVisible();
  await expect(card.getByText("Exam moved to 19 March")).toBeVisible();
  await card.getByRole("switch", { name: t("memory.switchLabel") }).click();
  await expect(card.getByText(t("memory.offConfirm"))).toBeVisible();
  await card.getByRole("button", { name: t("memory.cancel") }).click();
  await expect(card.getByText("Exam moved to 19 March")).toBeVisible();
  await card.getByRole("switch", { name: t("memory.switchLabel") }).click();
  await card.getByRole("button", { name: t("memory.offConfirmAction") }).click();
  await expect(card.getByText(t("memory.offNote"))).toBeVisible();
  await expect(card.getByText("Exam moved to 19 March")).toHaveCount(0);
  await expect(card.getByRole("switch", { name: t("memory.switchLabel") })).not.toBeChecked();

  // Off, nothing more is remembered: leaving a conversation asks the model nothing.
  await talkThenLeave(page, "I started running on Sundays", ["Runs on Sundays"]);
  await page.goto("/chat/stress");
  await expect(page.getByRole("button", { name: t("memory.chipOff") })).toBeVisible();
});

test("clearing a topic's memory empties it after a confirmation", async ({ page }) => {
  test.slow();
  const user = await newUser("premium", "memory-clear");
  await signIn(page, user);
  await page.goto("/settings");
  const memorySwitch = page.getByRole("switch", { name: t("memory.switchLabel") });
  await memorySwitch.click();
  await expect(memorySwitch).toBeChecked();
  await talkThenLeave(page, "Work is piling up before my holiday in May", ["Holiday in May", "Work piling up"]);
  await page.goto("/chat/stress");
  await memoryChip(page, 2).click();
  const panel = page.getByRole("dialog", { name: t("memory.title") });
  await panel.getByRole("button", { name: t("memory.clearAll") }).click();
  await expect(panel.getByText(t("memory.clearTopicConfirm"))).toBeVisible();
  await panel.getByRole("button", { name: t("memory.clearConfirmAction") }).click();
  await expect(panel.getByText(t("memory.empty"))).toBeVisible();
  await expect(panel.getByRole("listitem")).toHaveCount(0);
});

test("without an AI provider the panel says memory needs one, and shows nothing made up", async ({ page }) => {
  const user = await newUser("premium", "memory-demo");
  await signIn(page, user);
  await ai.provider(false);
  await page.goto("/chat/stress");
  await page.getByRole("button", { name: t("memory.chipUnavailable") }).click();
  const panel = page.getByRole("dialog", { name: t("memory.title") });
  await expect(panel.getByText(t("memory.needsProvider"))).toBeVisible();
  await expect(panel.getByRole("listitem")).toHaveCount(0);
});
