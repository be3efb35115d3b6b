import { describe, expect, it } from "vitest";
import { TOPIC_PAGES } from "./topicPages";

describe("the topic landing pages", () => {
  it("lead /personal-growth to the creativity and personal growth topic, not to career", () => {
    expect(TOPIC_PAGES["personal-growth"].topic).toBe("creativity");
  });
});
