import { useState, type FormEvent } from "react";
import { Field, Label, Switch } from "@headlessui/react";
import { useAction, useMutation, useQuery } from "convex/react";
import { ConvexError } from "convex/values";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { MEMORY_ITEM_MAX_CHARS } from "@shared/memory";
import type { TopicId } from "@shared/topics";
import { Button } from "@/components/ui/Button";
import { Skeleton, SkeletonText } from "@/components/ui/Skeleton";
import { TextField } from "@/components/ui/TextField";
import { InfoIcon } from "@/components/icons";
import { useT } from "@/hooks/useT";
import { errorMessageId } from "@/lib/errors";
import { cx } from "@/lib/cx";

type Item = { _id: Id<"memoryItems">; topicId: TopicId; text: string };

const MEMORY_ERRORS = ["empty", "tooLong", "full", "risk"] as const;

/** A refused edit in words: the memory rule it broke, else the error's code. */
function editErrorMessage(t: ReturnType<typeof useT>, error: unknown): string {
  const details = error instanceof ConvexError ? (error.data as { details?: { reason?: string; max?: number } }).details : undefined;
  const reason = MEMORY_ERRORS.find((r) => r === details?.reason);
  return reason ? t(`memory.error.${reason}`, { max: details?.max }) : t(errorMessageId(error));
}

/**
 * What Kaia remembers, of one topic (in the chat) or of every topic (in Settings): each item can
 * be edited or deleted, the topic's memory or all of it cleared, and memory switched off.
 */
export function MemoryPanel({ topic }: { topic?: TopicId }) {
  const t = useT();
  const memory = useQuery(api.memory.get, topic ? { topicId: topic } : {});
  const clear = useMutation(api.memory.clear);
  const [confirmClear, setConfirmClear] = useState(false);
  if (memory === undefined) return <MemorySkeleton />;
  if (memory === null) return null;
  const topics = [...new Set(memory.items.map((item) => item.topicId))];

  return (
    <div className="space-y-4">
      {!memory.available && (
        <p role="status" className="flex gap-2 rounded-2xl bg-amber-50 p-3 text-sm text-amber-950 dark:bg-stone-800 dark:text-amber-100">
          <InfoIcon size={18} className="mt-0.5 shrink-0" />
          {t("memory.needsProvider")}
        </p>
      )}
      <MemorySwitch enabled={memory.enabled} />
      {memory.enabled && memory.available && memory.items.length === 0 && (
        <p className="text-sm text-stone-700 dark:text-stone-300">{t("memory.empty")}</p>
      )}
      {topic ? (
        <ItemList items={memory.items} />
      ) : (
        topics.map((id) => (
          <section key={id} aria-labelledby={`memory-topic-${id}`}>
            <h3 id={`memory-topic-${id}`} className="mb-2 text-sm font-bold text-stone-900 dark:text-stone-50">
              {t(`home.topics.${id}.name`)}
            </h3>
            <ItemList items={memory.items.filter((item) => item.topicId === id)} />
          </section>
        ))
      )}
      {memory.enabled && <p className="text-xs text-stone-600 dark:text-stone-400">{t("memory.noRiskDetails")}</p>}
      {memory.items.length > 0 &&
        (confirmClear ? (
          <div role="group" aria-label={t("memory.clearAll")} className="rounded-2xl bg-red-50 p-3 dark:bg-red-950/40">
            <p className="text-sm font-medium text-red-900 dark:text-red-100">{t(topic ? "memory.clearTopicConfirm" : "memory.clearAllConfirm")}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              <Button
                variant="danger"
                size="sm"
                onClick={() => void clear(topic ? { topicId: topic } : {}).then(() => setConfirmClear(false))}
              >
                {t("memory.clearConfirmAction")}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setConfirmClear(false)}>
                {t("memory.cancel")}
              </Button>
            </div>
          </div>
        ) : (
          <Button variant="outline" size="sm" onClick={() => setConfirmClear(true)}>
            {t("memory.clearAll")}
          </Button>
        ))}
    </div>
  );
}

/** The switch and a line of text, the shape of the panel as most people first see it. */
function MemorySkeleton() {
  return (
    <div aria-hidden="true" className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-7 w-12 rounded-full" />
      </div>
      <SkeletonText lines={2} />
    </div>
  );
}

/** Memory on or off for the account; switching off deletes what is remembered, after a confirmation. */
function MemorySwitch({ enabled }: { enabled: boolean }) {
  const t = useT();
  const setEnabled = useMutation(api.memory.setEnabled);
  const [confirmOff, setConfirmOff] = useState(false);
  return (
    <div className="space-y-2">
      <Field className="flex items-center justify-between gap-3">
        <Label className="text-sm font-semibold text-stone-900 dark:text-stone-50">{t("memory.switchLabel")}</Label>
        <Switch
          checked={enabled}
          onChange={(on: boolean) => (on ? void setEnabled({ enabled: true }) : setConfirmOff(true))}
          className={cx(
            "group relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-stone-400 transition-colors data-checked:bg-amber-700 dark:bg-stone-600 dark:data-checked:bg-amber-400",
            "focus:outline-none data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-amber-600",
          )}
        >
          <span className="inline-block size-5 translate-x-1 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-6 rtl:-translate-x-1 rtl:group-data-checked:-translate-x-6" />
        </Switch>
      </Field>
      {!enabled && <p className="text-sm text-stone-700 dark:text-stone-300">{t("memory.offNote")}</p>}
      {confirmOff && (
        <div role="group" aria-label={t("memory.switchLabel")} className="rounded-2xl bg-red-50 p-3 dark:bg-red-950/40">
          <p className="text-sm font-medium text-red-900 dark:text-red-100">{t("memory.offConfirm")}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button variant="danger" size="sm" onClick={() => void setEnabled({ enabled: false }).then(() => setConfirmOff(false))}>
              {t("memory.offConfirmAction")}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirmOff(false)}>
              {t("memory.cancel")}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}

function ItemList({ items }: { items: Item[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="divide-y divide-amber-900/10 rounded-2xl border border-amber-900/10 dark:divide-white/10 dark:border-white/10">
      {items.map((item) => (
        <MemoryItem key={item._id} item={item} />
      ))}
    </ul>
  );
}

function MemoryItem({ item }: { item: Item }) {
  const t = useT();
  const edit = useAction(api.memoryEdits.editItem);
  const remove = useMutation(api.memory.removeItem);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (draft === null) return;
    setSaving(true);
    try {
      await edit({ itemId: item._id, text: draft });
      setDraft(null);
      setError(null);
    } catch (e) {
      setError(editErrorMessage(t, e));
    } finally {
      setSaving(false);
    }
  }

  if (draft !== null) {
    return (
      <li className="p-3">
        <form onSubmit={(e) => void save(e)} className="space-y-2">
          <TextField
            label={t("memory.itemLabel")}
            value={draft}
            maxLength={MEMORY_ITEM_MAX_CHARS}
            onChange={(e) => setDraft(e.target.value)}
            error={error}
            autoFocus
          />
          <div className="flex gap-2">
            <Button type="submit" size="sm" loading={saving}>
              {t("memory.save")}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => (setDraft(null), setError(null))}>
              {t("memory.cancel")}
            </Button>
          </div>
        </form>
      </li>
    );
  }
  return (
    <li className="flex items-start gap-2 p-3">
      <p className="min-w-0 flex-1 text-sm break-words text-stone-900 dark:text-stone-50">{item.text}</p>
      <Button variant="ghost" size="sm" onClick={() => setDraft(item.text)} aria-label={t("memory.editLabel", { text: item.text })}>
        {t("memory.edit")}
      </Button>
      <Button variant="ghost" size="sm" onClick={() => void remove({ itemId: item._id })} aria-label={t("memory.deleteLabel", { text: item.text })}>
        {t("memory.delete")}
      </Button>
    </li>
  );
}
