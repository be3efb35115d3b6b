// The hidden admin tool at /helppage: the key gate, creating a user, and granting and removing
// a subscription, which the user's own open screen reflects at once.
import { ADMIN_KEY } from "./support/ports";
import { expect, newUser, PASSWORD, signIn, t, test, toast, uniqueEmail } from "./support/kaia";

test("admin: a wrong key is refused, the right one opens the tool; create a user, grant and remove premium", async ({ page, browser }) => {
  await page.goto("/helppage");
  await expect(page).toHaveTitle(t("meta.admin.title"));
  const keyField = page.getByLabel(t("admin.key"), { exact: true });
  const unlock = page.getByRole("button", { name: t("admin.unlock") });

  await unlock.click();
  await expect(toast(page, t("admin.keyRequired"))).toContainText(t("admin.keyRequiredBody"));
  await keyField.fill("not-the-key");
  await unlock.click();
  await expect(toast(page, t("admin.invalidKey"))).toContainText(t("admin.invalidKeyBody"));
  await expect(page.getByRole("heading", { name: t("admin.subscribers") })).toHaveCount(0);

  await keyField.fill(ADMIN_KEY);
  await unlock.click();
  await expect(toast(page, t("admin.authenticated"))).toContainText(t("admin.authenticatedBody"));
  await expect(page.getByRole("heading", { name: t("admin.subscribers") })).toBeVisible();

  // Create a user with premium until a date; they appear in the list as manual premium.
  const created = uniqueEmail("admin-created");
  const createButton = page.getByRole("button", { name: t("admin.createUser") });
  await expect(createButton).toBeDisabled();
  const createForm = page.locator("form").filter({ has: createButton });
  await createForm.getByLabel(t("admin.email")).fill(created);
  await createForm.getByLabel(t("admin.password"), { exact: true }).fill(PASSWORD);
  await createForm.getByLabel(t("admin.premiumUntil")).fill("2030-01-01");
  await createButton.click();
  await expect(toast(page, t("admin.done"))).toContainText(created);
  const createdRow = page.getByRole("main").getByRole("listitem").filter({ hasText: created });
  await expect(createdRow).toContainText(t("admin.status.premium_manual"));
  await expect(createdRow).toContainText(t("admin.until", { date: "January 1, 2030" }));

  // A free user, watching their home screen, gets premium from a grant and loses it on removal.
  const user = await newUser("free", "admin-grant");
  const context = await browser.newContext();
  const home = await context.newPage();
  await signIn(home, user);
  await expect(home.getByTestId("topic-finance")).toHaveAttribute("aria-haspopup", "dialog");

  await page.getByRole("button", { name: t("admin.refresh") }).click();
  const row = page.getByRole("main").getByRole("listitem").filter({ hasText: user.email });
  await expect(row).toContainText(t("admin.status.expired_manual"));
  await row.getByRole("button", { name: new RegExp(`^${t("admin.grant")} `) }).click();
  const grant = page.getByRole("dialog", { name: t("admin.grantTitle") });
  await expect(grant.getByLabel(t("admin.email"))).toHaveValue(user.email);
  await grant.getByLabel(t("admin.premiumUntil")).fill("2031-06-30");
  await grant.getByLabel(t("admin.tier")).selectOption("pro");
  await grant.getByRole("button", { name: t("admin.grant") }).click();
  await expect(grant).toHaveCount(0);
  await expect(row).toContainText(t("admin.status.premium_manual"));
  await expect(row).toContainText(t("admin.tiers.pro"));
  await expect(row).toContainText(t("admin.until", { date: "June 30, 2031" }));
  await expect(home.getByRole("banner").getByText(t("home.premium"))).toBeVisible();
  await expect(home.getByRole("link", { name: new RegExp(t("home.topics.finance.name")) })).toBeVisible();

  await row.getByRole("button", { name: new RegExp(`^${t("admin.remove")} `) }).click();
  const remove = page.getByRole("dialog", { name: t("admin.removeTitle") });
  await expect(remove).toContainText(t("admin.removeBody", { email: user.email }));
  await remove.getByRole("button", { name: t("admin.remove") }).click();
  await expect(toast(page, t("admin.done")).last()).toContainText(user.email);
  await expect(row).toContainText(t("admin.status.free"));
  await expect(row.getByRole("button", { name: new RegExp(`^${t("admin.remove")} `) })).toHaveCount(0);
  await expect(home.getByTestId("topic-finance")).toHaveAttribute("aria-haspopup", "dialog");
  await expect(home.getByRole("banner").getByText(t("home.premium"))).toHaveCount(0);
  await context.close();

  // Locking forgets the key.
  await page.getByRole("button", { name: t("admin.lock") }).click();
  await expect(page.getByLabel(t("admin.key"), { exact: true })).toHaveValue("");
});
