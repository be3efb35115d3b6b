import { describe, expect, test } from "vitest";
import { conversationsText, type ExportLabels } from "./dataExportText";

const labels: ExportLabels = {
  heading: "Your conversations with Kaia",
  exported: "Exported on today",
  none: "No conversations yet.",
  you: "You",
  kaia: "Kaia",
  topic: (t) => `topic ${t}`,
  dateTime: (iso) => iso.slice(0, 10),
};

describe("the readable copy of the conversations", () => {
  test("shows each conversation, newest first, with who said what and when", () => {
    const text = conversationsText(
      [
        { title: "Old", topic: "stress", startedAt: "2026-01-01T00:00:00Z", lastActivity: "2026-01-02T00:00:00Z", messages: [{ at: "2026-01-01T00:00:00Z", role: "user", content: "first words" }] },
        {
          title: "New",
          topic: "anxiety",
          startedAt: "2026-03-01T00:00:00Z",
          lastActivity: "2026-03-02T00:00:00Z",
          messages: [
            { at: "2026-03-01T00:00:00Z", role: "user", content: "Hi\nthere" },
            { at: "2026-03-01T00:01:00Z", role: "assistant", content: "Hello" },
          ],
        },
      ],
      labels,
    );
    expect(text.indexOf("New")).toBeLessThan(text.indexOf("Old"));
    expect(text).toContain("topic anxiety · 2026-03-01");
    expect(text).toContain("[2026-03-01] You:\nHi\nthere\n\n[2026-03-01] Kaia:\nHello");
  });

  test("says so when there is no conversation", () => {
    expect(conversationsText([], labels)).toBe("Your conversations with Kaia\nExported on today\n\nNo conversations yet.");
  });
});
