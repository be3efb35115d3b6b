// Upgrading: the upgrade dialog, checkout in a new tab on the (fake) Stripe page, the signed
// webhook, Premium in every open tab without reload, and the customer portal.
import { expect, newUser, signIn, t, test, toast } from "./support/kaia";

test("upgrade through checkout: the webhook makes the user Premium in every open tab, and Manage Subscription opens the portal", async ({ context, page }) => {
  const user = await newUser("free", "upgrade");
  await signIn(page, user);
  const home = page;
  await expect(home.getByText(t("billing.trialExpiredTitle"))).toBeVisible();
  await expect(home.getByTestId("topic-finance")).toHaveAttribute("aria-haspopup", "dialog");

  const settings = await context.newPage();
  await settings.goto("/settings");
  await expect(settings.getByText(t("settings.plan.free"))).toBeVisible();
  await expect(settings.getByText(t("settings.badge.basic"))).toBeVisible();
  await settings.getByRole("button", { name: t("billing.upgradeToPremium") }).click();

  const dialog = settings.getByRole("dialog", { name: t("billing.upgradeTitle") });
  const plans = dialog.getByRole("radiogroup");
  await expect(plans.getByRole("radio", { name: new RegExp(t("billing.monthly")) })).toBeChecked();
  await expect(plans).toContainText(t("billing.pricePerMonth", { price: "$4.99" }));
  await expect(plans).toContainText(t("billing.pricePerYear", { price: "$36.99" }));
  await expect(plans).toContainText(t("billing.save", { percent: "23%" }));
  await expect(plans).toContainText(t("billing.bestValue"));
  await plans.getByRole("radio", { name: new RegExp(t("billing.yearly")) }).click();
  await expect(plans.getByRole("radio", { name: new RegExp(t("billing.yearly")) })).toBeChecked();

  // Checkout opens in a new tab, on the payment page.
  const [checkout] = await Promise.all([context.waitForEvent("page"), dialog.getByRole("button", { name: t("billing.continueToCheckout") }).click()]);
  await expect(checkout.getByRole("heading", { name: "Checkout" })).toBeVisible();
  await checkout.getByRole("button", { name: "Pay" }).click();

  // The signed webhook makes the user Premium: the tabs that were already open show it without a reload.
  await expect(toast(home, t("billing.premiumActiveTitle"))).toBeVisible();
  await expect(home.getByRole("banner").getByText(t("home.premium"))).toBeVisible();
  await expect(home.getByRole("link", { name: new RegExp(t("home.topics.finance.name")) })).toBeVisible();
  await expect(home.getByText(t("billing.trialExpiredTitle"))).toHaveCount(0);
  // Checkout returns to settings in its own tab.
  await expect(checkout).toHaveURL(/\/settings$/);
  await expect(toast(checkout, t("common.checkoutSuccessTitle"))).toBeVisible();
  for (const tab of [settings, checkout]) {
    await expect(tab.getByText(t("settings.plan.premium"), { exact: true })).toBeVisible();
    await expect(tab.getByText(t("settings.badge.active"), { exact: true })).toBeVisible();
    await expect(tab.getByText(t("settings.planDescription.premium"), { exact: true })).toBeVisible();
  }

  // Paying users manage their subscription in the portal.
  await settings.getByRole("button", { name: t("settings.manageSubscription") }).click();
  await expect(settings).toHaveURL(/\/portal\/bps_/);
  await expect(settings.getByRole("heading", { name: "Billing portal" })).toBeVisible();
  await settings.getByRole("button", { name: "Cancel subscription" }).click();
  await expect(settings).toHaveURL(/\/settings$/);
  await expect(settings.getByText(t("settings.willNotRenew"))).toBeVisible();
  await expect(settings.getByText(t("settings.plan.premium"), { exact: true })).toBeVisible();
});

test("a canceled checkout says so and leaves the plan as it was", async ({ context, page }) => {
  const user = await newUser("free", "cancel-checkout");
  await signIn(page, user);
  await page.goto("/settings");
  await page.getByRole("button", { name: t("billing.upgradeToPremium") }).click();
  const [checkout] = await Promise.all([
    context.waitForEvent("page"),
    page.getByRole("dialog", { name: t("billing.upgradeTitle") }).getByRole("button", { name: t("billing.continueToCheckout") }).click(),
  ]);
  await checkout.getByRole("button", { name: "Cancel" }).click();
  await expect(checkout).toHaveURL(/\/settings$/);
  await expect(toast(checkout, t("common.checkoutCanceledTitle"))).toBeVisible();
  await expect(checkout.getByText(t("settings.plan.free"))).toBeVisible();
});
