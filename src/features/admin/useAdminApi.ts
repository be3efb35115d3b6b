import { useCallback, useState } from "react";
import { useAction } from "convex/react";
import { api } from "../../../convex/_generated/api";
import { errorCodeOf } from "@/lib/errors";
import { useT } from "@/hooks/useT";
import { useToast } from "@/hooks/useToast";
import type { Subscriber } from "./adminView";

/** The admin actions with the spec's toasts; the key lives only in this component's memory. */
export function useAdminApi(adminKey: string) {
  const t = useT();
  const toast = useToast();
  const test = useAction(api.admin.test);
  const list = useAction(api.admin.listSubscribers);
  const [subscribers, setSubscribers] = useState<Subscriber[] | null>(null);
  const [loadingList, setLoadingList] = useState(false);

  const reload = useCallback(
    async (key: string = adminKey) => {
      setLoadingList(true);
      try {
        setSubscribers(await list({ adminKey: key }));
      } catch {
        toast.error(t("admin.loadFailed"));
      } finally {
        setLoadingList(false);
      }
    },
    [adminKey, list, t, toast],
  );

  /** Checks the key; true when it opened the tool. */
  const unlock = useCallback(async (): Promise<boolean> => {
    if (!adminKey.trim()) {
      toast.error(t("admin.keyRequired"), t("admin.keyRequiredBody"));
      return false;
    }
    try {
      await test({ adminKey });
    } catch (error) {
      const code = errorCodeOf(error);
      if (code === "UNAUTHORIZED") toast.error(t("admin.invalidKey"), t("admin.invalidKeyBody"));
      else if (code === "ADMIN_DISABLED") toast.error(t("admin.authFailed"), t("errors.ADMIN_DISABLED"));
      else toast.error(t("admin.authFailed"), t("admin.authFailedBody"));
      return false;
    }
    toast.success(t("admin.authenticated"), t("admin.authenticatedBody"));
    void reload(adminKey);
    return true;
  }, [adminKey, reload, t, test, toast]);

  /** Runs one action; on success shows the server's message and reloads the list. */
  const run = useCallback(
    async (action: () => Promise<{ message: string }>): Promise<boolean> => {
      try {
        const { message } = await action();
        toast.success(t("admin.done"), message || t("admin.doneBody"));
        void reload();
        return true;
      } catch (error) {
        const code = errorCodeOf(error);
        toast.error(t("admin.failed"), code === "UNKNOWN_ERROR" ? t("admin.failedBody") : t(`errors.${code}`));
        return false;
      }
    },
    [reload, t, toast],
  );

  return { subscribers, loadingList, unlock, reload, run };
}
