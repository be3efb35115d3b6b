import { describe, expect, it } from "vitest";
import { NOT_FOUND_ROUTE, ROUTE_TABLE, TOPIC_PAGE_SLUGS } from "@/config/paths";
import { TOPIC_PAGES } from "@/features/marketing/topicPages";
import { englishMessages } from "@/testing/renderUi";
import { hasPage } from "./routes";

const ALL = [...ROUTE_TABLE, NOT_FOUND_ROUTE];

describe("the route table", () => {
  it("has the spec's public routes, the 16 topic pages and the protected routes", () => {
    const paths = ALL.map((r) => r.path);
    for (const path of ["/auth", "/email-intro", "/auth/callback", "/auth/setup-password", "/forgot-password", "/contact", "/legal/privacy", "/legal/terms", "/helppage"]) {
      expect(paths).toContain(path);
    }
    for (const slug of TOPIC_PAGE_SLUGS) expect(paths).toContain(`/${slug}`);
    expect(ROUTE_TABLE.filter((r) => r.signedIn).map((r) => r.path)).toEqual(["/home", "/chat", "/chat/:topicId", "/settings", "/profile", "/profile/edit"]);
  });

  it("gives every route its own title and description", () => {
    for (const { meta } of ALL) {
      expect(englishMessages, meta).toHaveProperty([`meta.${meta}.title`]);
      expect(englishMessages, meta).toHaveProperty([`meta.${meta}.description`]);
    }
    expect(englishMessages["meta.admin.title"]).toBe("NotFound");
  });

  it("points at screens that exist", () => {
    for (const { page } of ALL) expect(hasPage(page), page).toBe(true);
  });

  it("has every text of every topic page", () => {
    const fields = ["name", "tagline", "badge", "title", "description"];
    for (let n = 1; n <= 4; n++) fields.push(`feature${n}Title`, `feature${n}Body`, `challenge${n}`);
    for (const page of Object.values(TOPIC_PAGES)) {
      for (const field of fields) expect(englishMessages, `${page.key}.${field}`).toHaveProperty([`topics.${page.key}.${field}`]);
    }
  });
});
