import { useState } from "react";
import { useAction } from "convex/react";
import { FormattedMessage, useIntl } from "react-intl";
import { api } from "../../../convex/_generated/api";
import { Card } from "@/components/ui/Card";
import { Button } from "@/components/ui/Button";
import { DownloadIcon } from "@/components/icons";
import { useToast } from "@/hooks/useToast";
import { conversationsText, saveFile, type ExportedConversation } from "./dataExportText";

type Format = "json" | "text";

/**
 * "Download my data": the complete export as one JSON file (to keep, or to take to another
 * service), and the conversations as plain text a person can simply read. Both come from the
 * same export; the text is written here, in the person's language.
 */
export function DataCard() {
  const intl = useIntl();
  const toast = useToast();
  const exportMyData = useAction(api.dataExport.exportMyData);
  const [busy, setBusy] = useState<Format | null>(null);

  async function download(format: Format) {
    setBusy(format);
    try {
      // The export is a stored file (a whole history can outgrow a function's answer).
      const response = await fetch(await exportMyData({}));
      if (!response.ok) throw new Error(`export download failed: ${response.status}`);
      const json = await response.text();
      const day = new Date().toISOString().slice(0, 10);
      if (format === "json") {
        saveFile(`kaia-data-${day}.json`, "application/json", json);
      } else {
        const data = JSON.parse(json) as { exportedAt: string; conversations: ExportedConversation[] };
        const dateTime = (iso: string) => intl.formatDate(iso, { dateStyle: "medium", timeStyle: "short" });
        const text = conversationsText(data.conversations, {
          heading: intl.formatMessage({ id: "settings.data.textHeading" }),
          exported: intl.formatMessage({ id: "settings.data.textExported" }, { date: dateTime(data.exportedAt) }),
          none: intl.formatMessage({ id: "settings.data.textNone" }),
          you: intl.formatMessage({ id: "settings.data.textYou" }),
          kaia: "Kaia",
          topic: (topic) => intl.formatMessage({ id: `home.topics.${topic}.name` }),
          dateTime,
        });
        saveFile(`kaia-conversations-${day}.txt`, "text/plain;charset=utf-8", text);
      }
      toast.success(intl.formatMessage({ id: "settings.data.started" }));
    } catch {
      toast.error(intl.formatMessage({ id: "settings.data.failed" }));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card>
      <h2 className="text-lg font-bold text-stone-900 dark:text-stone-50">
        <FormattedMessage id="settings.data.title" />
      </h2>
      <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">
        <FormattedMessage id="settings.data.body" />
      </p>
      <div className="mt-4 space-y-4">
        {(["json", "text"] as const).map((format) => (
          <div key={format}>
            <Button
              variant={format === "json" ? "primary" : "outline"}
              icon={<DownloadIcon size={18} />}
              loading={busy === format}
              disabled={busy !== null}
              aria-describedby={`data-${format}-hint`}
              onClick={() => void download(format)}
            >
              <FormattedMessage id={format === "json" ? "settings.data.downloadJson" : "settings.data.downloadText"} />
            </Button>
            <p id={`data-${format}-hint`} className="mt-1 text-xs text-stone-600 dark:text-stone-400">
              <FormattedMessage id={format === "json" ? "settings.data.jsonHint" : "settings.data.textHint"} />
            </p>
          </div>
        ))}
      </div>
    </Card>
  );
}
