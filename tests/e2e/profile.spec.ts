// Profile: initials, editing the name, a real picture upload shown on the profile card, and the
// spec's messages for a wrong or too large file (checked in the browser and on the server).
import type { Page } from "@playwright/test";
import { expect, newUser, signIn, t, test, toast } from "./support/kaia";

const AVATAR_SIZE = 96;

/** A real PNG, drawn by the browser. */
async function drawPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate((size) => {
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = size;
    const g = canvas.getContext("2d")!;
    g.fillStyle = "#f5d08a";
    g.fillRect(0, 0, size, size);
    g.fillStyle = "#7a4a1d";
    g.beginPath();
    g.arc(size / 2, size / 2, size / 3, 0, Math.PI * 2);
    g.fill();
    return canvas.toDataURL("image/png");
  }, AVATAR_SIZE);
  return Buffer.from(dataUrl.split(",")[1], "base64");
}

test("profile edit: a wrong or too large file gets the spec's message; a real picture and a name are saved and shown", async ({ page }) => {
  const user = await newUser("premium", "profile");
  await signIn(page, user);
  await page.goto("/profile");
  const card = page.locator("main");
  await expect(card.getByRole("heading", { name: t("profile.defaultName") })).toBeVisible();
  await expect(card.getByText(user.email.slice(0, 2).toUpperCase(), { exact: true })).toBeVisible();
  await expect(card.getByText(t("profile.premium"), { exact: true })).toBeVisible();

  await page.getByRole("link", { name: t("profile.edit") }).click();
  await expect(page).toHaveURL(/\/profile\/edit$/);
  await expect(page.getByText(t("profile.avatarHelp"))).toBeVisible();
  await expect(page.getByLabel(t("profile.email"))).toBeDisabled();
  await expect(page.getByText(t("profile.emailReadOnly"))).toBeVisible();
  const picker = page.getByTestId("avatar-input");
  const fileAlert = page.locator("main").getByRole("alert");

  await picker.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a picture") });
  await expect(fileAlert).toHaveText(t("errors.INVALID_FILE_TYPE"));
  await expect(toast(page, t("profile.invalidImage"))).toContainText(t("errors.INVALID_FILE_TYPE"));

  await picker.setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 1) });
  await expect(fileAlert).toHaveText(t("errors.FILE_TOO_LARGE"));

  // A file that only claims to be a picture passes the browser's check; the server reads the bytes.
  await picker.setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("<html>not a png</html>") });
  await expect(fileAlert).toHaveCount(0);
  await page.getByRole("button", { name: t("profile.saveChanges") }).click();
  await expect(toast(page, t("profile.error"))).toContainText(t("errors.INVALID_FILE_TYPE"));
  await expect(page).toHaveURL(/\/profile\/edit$/);

  await picker.setInputFiles({ name: "bear.png", mimeType: "image/png", buffer: await drawPng(page) });
  await page.getByLabel(t("profile.fullName")).fill("Bruno Honeypaw");
  await page.getByRole("button", { name: t("profile.saveChanges") }).click();
  await expect(toast(page, t("profile.success"))).toContainText(t("profile.updated"));
  await expect(page).toHaveURL(/\/profile$/);

  await expect(card.getByRole("heading", { name: "Bruno Honeypaw" })).toBeVisible();
  const picture = card.locator("img").first();
  await expect(picture).toBeVisible();
  await expect(picture).toHaveJSProperty("naturalWidth", AVATAR_SIZE);
  await expect(card.getByText("BH", { exact: true })).toHaveCount(0);

  // Kept: after a reload, and the greeting on home uses the first name.
  await page.reload();
  await expect(card.locator("img").first()).toHaveJSProperty("naturalWidth", AVATAR_SIZE);
  await page.goto("/home");
  await expect(page.getByRole("heading", { name: t("home.greetingNamed", { name: "Bruno" }) })).toBeVisible();
});
