import { useState } from "react";
import { Radio, RadioGroup, Label, Description } from "@headlessui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { BILLING_INTERVALS, PRICES_USD, YEARLY_SAVING_PERCENT, type BillingInterval } from "@shared/plans";
import { Dialog } from "@/components/ui/Dialog";
import { Button } from "@/components/ui/Button";
import { Badge } from "@/components/ui/Badge";
import { CheckIcon } from "@/components/icons";
import { formatPrice } from "@/lib/format";
import { cx } from "@/lib/cx";
import { useCheckout } from "./useCheckout";

const BENEFITS = ["benefitUnlimited", "benefitPriority", "benefitAdvisors", "benefitSessions"] as const;

type UpgradeDialogViewProps = {
  open: boolean;
  onClose: () => void;
  onCheckout: (interval: BillingInterval) => void;
  busy: boolean;
};

/** Monthly (preselected) or yearly, prices per locale, then checkout. */
export function UpgradeDialogView({ open, onClose, onCheckout, busy }: UpgradeDialogViewProps) {
  const intl = useIntl();
  const [interval, setChoice] = useState<BillingInterval>("monthly");
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `billing.${id}` }, values);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t("upgradeTitle")}
      description={t("upgradeSubtitle")}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {t("notNow")}
          </Button>
          <Button onClick={() => onCheckout(interval)} loading={busy}>
            {busy ? t("processing") : t("continueToCheckout")}
          </Button>
        </>
      }
    >
      <RadioGroup value={interval} onChange={setChoice} aria-label={t("choosePlan")} className="grid gap-3 sm:grid-cols-2">
        {BILLING_INTERVALS.map((option) => (
          <Radio
            key={option}
            value={option}
            className={cx(
              "relative cursor-pointer rounded-2xl border-2 p-4 text-start transition-colors focus:outline-none",
              "data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-amber-600 dark:data-focus:outline-amber-300",
              "border-stone-200 data-checked:border-amber-600 data-checked:bg-amber-50 dark:border-stone-700",
              "dark:data-checked:border-amber-300 dark:data-checked:bg-amber-950/40",
            )}
          >
            <div className="flex items-center justify-between gap-2">
              <Label className="font-semibold text-stone-900 dark:text-stone-50">{t(option)}</Label>
              {option === "yearly" && <Badge tone="premium">{t("bestValue")}</Badge>}
            </div>
            <p className="mt-2 text-2xl font-extrabold text-stone-900 dark:text-stone-50">
              {t(option === "monthly" ? "pricePerMonth" : "pricePerYear", { price: formatPrice(intl, PRICES_USD[option]) })}
            </p>
            <Description className="mt-1 text-sm text-stone-700 dark:text-stone-300">
              {option === "yearly" ? t("save", { percent: intl.formatNumber(YEARLY_SAVING_PERCENT / 100, { style: "percent" }) }) : t("billedMonthly")}
            </Description>
          </Radio>
        ))}
      </RadioGroup>
      <ul className="mt-5 space-y-2">
        {BENEFITS.map((key) => (
          <li key={key} className="flex items-start gap-2 text-sm text-stone-800 dark:text-stone-200">
            <CheckIcon size={18} className="mt-0.5 shrink-0 text-emerald-700 dark:text-emerald-300" />
            {t(key)}
          </li>
        ))}
      </ul>
      <p className="mt-4 text-xs text-stone-600 dark:text-stone-400">
        <FormattedMessage id="billing.cancelAnytime" />
      </p>
    </Dialog>
  );
}

/** The upgrade dialog wired to Stripe Checkout (opened in a new tab). */
export default function UpgradeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { start, busy } = useCheckout();
  return (
    <UpgradeDialogView
      open={open}
      onClose={onClose}
      busy={busy}
      onCheckout={async (interval) => {
        if (await start(interval)) onClose();
      }}
    />
  );
}
