// The readable copy of the export: every conversation as plain text, in the person's language.

export type ExportedMessage = { at: string; role: "user" | "assistant"; content: string };
export type ExportedConversation = { title: string; topic: string; startedAt: string; lastActivity: string; messages: ExportedMessage[] };
export type ExportLabels = {
  heading: string;
  exported: string;
  none: string;
  you: string;
  kaia: string;
  topic: (topicId: string) => string;
  dateTime: (iso: string) => string;
};

/** The conversations, newest first, each message as "time · who" followed by what was said. */
export function conversationsText(conversations: ExportedConversation[], labels: ExportLabels): string {
  const out = [labels.heading, labels.exported, ""];
  if (conversations.length === 0) out.push(labels.none);
  const newestFirst = [...conversations].sort((a, b) => b.lastActivity.localeCompare(a.lastActivity));
  for (const c of newestFirst) {
    out.push("=".repeat(60), c.title, `${labels.topic(c.topic)} · ${labels.dateTime(c.startedAt)}`, "=".repeat(60), "");
    for (const m of c.messages) {
      out.push(`[${labels.dateTime(m.at)}] ${m.role === "user" ? labels.you : labels.kaia}:`, m.content, "");
    }
  }
  return out.join("\n");
}

/** Hands the browser a file to save. */
export function saveFile(name: string, type: string, contents: string): void {
  const url = URL.createObjectURL(new Blob([contents], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
