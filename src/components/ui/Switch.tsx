import { Field, Label, Switch as HSwitch, Description } from "@headlessui/react";
import type { ReactNode } from "react";
import { cx } from "@/lib/cx";

type SwitchProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  /** Hide the label visually (it stays the switch's accessible name). */
  hideLabel?: boolean;
  className?: string;
};

export function Switch({ checked, onChange, label, description, disabled, hideLabel, className }: SwitchProps) {
  return (
    <Field disabled={disabled} className={cx("flex items-center justify-between gap-4", className)}>
      <span className={cx("flex flex-col", hideLabel && "sr-only")}>
        <Label className="text-sm font-medium text-stone-800 dark:text-stone-100">{label}</Label>
        {description && <Description className="text-xs text-stone-600 dark:text-stone-400">{description}</Description>}
      </span>
      <HSwitch
        checked={checked}
        onChange={onChange}
        className={cx(
          "group relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full transition-colors",
          "bg-stone-300 data-checked:bg-amber-700 dark:bg-stone-600 dark:data-checked:bg-amber-400",
          "data-disabled:cursor-not-allowed data-disabled:opacity-50",
        )}
      >
        <span
          aria-hidden="true"
          className="size-5 translate-x-1 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-6 rtl:-translate-x-1 rtl:group-data-checked:-translate-x-6"
        />
      </HSwitch>
    </Field>
  );
}
