import { Radio, RadioGroup } from "@headlessui/react";
import { useIntl } from "react-intl";
import { THEMES, type Theme } from "@/lib/theme";
import { useTheme } from "@/hooks/useTheme";
import { MonitorIcon, MoonIcon, SunIcon } from "@/components/icons";
import { cx } from "@/lib/cx";

const ICONS: Record<Theme, typeof SunIcon> = { light: SunIcon, dark: MoonIcon, system: MonitorIcon };

/** Light, dark or follow the system; applied at once and remembered on this device. */
export function AppearancePicker() {
  const intl = useIntl();
  const { theme, setTheme } = useTheme();
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <span id="appearance-label" className="text-sm font-semibold text-stone-800 dark:text-stone-100">
        {intl.formatMessage({ id: "settings.appearance" })}
      </span>
      <RadioGroup
        value={theme}
        onChange={setTheme}
        aria-labelledby="appearance-label"
        className="inline-flex gap-1 rounded-full bg-amber-100/70 p-1 dark:bg-stone-800"
      >
        {THEMES.map((option) => {
          const Icon = ICONS[option];
          return (
            <Radio
              key={option}
              value={option}
              className={cx(
                "inline-flex cursor-pointer items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold text-stone-700 dark:text-stone-300",
                "data-checked:bg-white data-checked:text-amber-900 data-checked:shadow-sm",
                "dark:data-checked:bg-stone-950 dark:data-checked:text-amber-200",
                "focus:outline-none data-focus:outline-2 data-focus:outline-amber-600 dark:data-focus:outline-amber-300",
              )}
            >
              <Icon size={16} />
              {intl.formatMessage({ id: `settings.theme.${option}` })}
            </Radio>
          );
        })}
      </RadioGroup>
    </div>
  );
}
