// Searching the history: on a desktop in the sidebar, on a phone in the drawer, in any language,
// by keyboard as well as by pointer.
import { chatScreen, expect, newUser, signIn, t, test } from "./support/kaia";

test("a person finds a conversation by a word in it, Chinese included, sees the matching line marked and opens it by keyboard", async ({ page }) => {
  const user = await newUser("trial", "search");
  await signIn(page, user);
  const chat = chatScreen(page);
  await page.goto("/chat/stress");
  await chat.send("我明天有一个很重要的考试，很紧张");
  await expect(chat.conversation.getByText("I hear you.", { exact: false })).toBeVisible();
  await page.goto("/chat/relationships");
  await chat.send("Ana and I argued about the holidays\nI felt unheard");
  await expect(chat.conversation.getByText("I hear you.", { exact: false })).toBeVisible();

  const sidebar = page.getByRole("complementary", { name: t("chat.history") });
  const box = sidebar.getByRole("searchbox", { name: t("chat.searchLabel") });
  await box.fill("考试");
  const results = sidebar.getByRole("list", { name: t("chat.searchResultsLabel") });
  await expect(sidebar.getByRole("status")).toHaveText(t("chat.searchResults", { count: 1 }));
  await expect(results.getByRole("button")).toHaveCount(1);
  await expect(results.locator("mark")).toHaveText(["考试"]);

  // A word of the second line: that line is the one shown, with the word marked.
  await box.fill("unhe");
  await expect(results.getByRole("button")).toHaveCount(1);
  await expect(results.getByRole("button")).toContainText("I felt unheard");
  await expect(results.locator("mark")).toHaveText(["unhe"]);

  await box.fill("考试");
  await expect(results.locator("mark")).toHaveText(["考试"]);
  await box.press("ArrowDown");
  await expect(results.getByRole("button").first()).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(chat.conversation.getByText("我明天有一个很重要的考试，很紧张")).toBeVisible();

  await box.fill("holidays piano");
  await expect(results.getByRole("button")).toContainText("Ana and I argued about the holidays");
  await box.fill("piano");
  await expect(sidebar.getByRole("status")).toHaveText(t("chat.searchNone", { query: "piano" }));
  // Escape brings the whole history back.
  await box.press("Escape");
  await expect(box).toHaveValue("");
  await expect(sidebar.getByRole("button", { name: /^Ana and I argued/ })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the history drawer searches too", async ({ page }) => {
    const user = await newUser("trial", "search-phone");
    await signIn(page, user);
    const chat = chatScreen(page);
    await page.goto("/chat/anxiety");
    await chat.send("Мне тревожно перед собеседованием");
    await expect(chat.conversation.getByText("I hear you.", { exact: false })).toBeVisible();
    await page.getByRole("button", { name: t("chat.history") }).click();
    const drawer = page.getByRole("dialog", { name: t("chat.history") });
    await drawer.getByRole("searchbox", { name: t("chat.searchLabel") }).fill("собеседованием");
    const result = drawer.getByRole("list", { name: t("chat.searchResultsLabel") }).getByRole("button");
    await expect(result).toHaveCount(1);
    await expect(result.locator("mark")).toHaveText(["собеседованием"]);
    await result.click();
    await expect(chat.conversation.getByText("Мне тревожно перед собеседованием")).toBeVisible();
  });
});
