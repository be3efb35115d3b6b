// Settings → "Download my data": the browser saves the whole export, and a readable copy.
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { chatScreen, expect, newUser, signIn, t, test, toast } from "./support/kaia";

async function downloaded(page: Page, button: string): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: button }).click()]);
  return { name: download.suggestedFilename(), text: await readFile((await download.path())!, "utf8") };
}

test("a person downloads their data as one JSON file and their conversations as readable text", async ({ page }) => {
  const user = await newUser("trial", "export");
  await signIn(page, user);
  const chat = chatScreen(page);
  await page.goto("/chat/stress");
  await chat.send("Work has been overwhelming this week");
  await expect(chat.conversation.getByText("I hear you.", { exact: false })).toBeVisible();

  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: t("settings.data.title") })).toBeVisible();
  const json = await downloaded(page, t("settings.data.downloadJson"));
  expect(json.name).toMatch(/^kaia-data-\d{4}-\d{2}-\d{2}\.json$/);
  await expect(toast(page, t("settings.data.started"))).toBeVisible();
  const data = JSON.parse(json.text);
  expect(data.profile.email).toBe(user.email);
  expect(data.plan).toEqual({ trials: expect.any(Array), subscriptions: expect.any(Array) });
  expect(data.conversations).toHaveLength(1);
  expect(data.conversations[0]).toMatchObject({ topic: "stress", title: "Work has been overwhelming this week" });
  expect(data.conversations[0].messages.map((m: { role: string }) => m.role)).toEqual(["user", "assistant"]);
  expect(data.conversations[0].messages[0].content).toBe("Work has been overwhelming this week");

  const text = await downloaded(page, t("settings.data.downloadText"));
  expect(text.name).toMatch(/^kaia-conversations-\d{4}-\d{2}-\d{2}\.txt$/);
  expect(text.text).toContain(t("settings.data.textHeading"));
  expect(text.text).toContain(`${t("settings.data.textYou")}:\nWork has been overwhelming this week`);
  expect(text.text).toContain("Kaia:\nI hear you.");
});
