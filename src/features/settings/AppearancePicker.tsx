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
      <span aria-hidden="true" className="text-sm font-semibold text-stone-800 dark:text-stone-100">
        {intl.formatMessage({ id: "settings.appearance" })}
      </span>
      <RadioGroup
        value={theme}
        onChange={setTheme}
        aria-label={intl.formatMessage({ id: "settings.appearance" })}
        className="flex gap-0.5 rounded-3xl bg-amber-100/70 p-1 sm:inline-flex sm:gap-1 dark:bg-stone-800"
      >
        {THEMES.map((option) => {
          const Icon = ICONS[option];
          return (
            <Radio
              key={option}
              value={option}
              className={cx(
                // On phones the icon sits above a smaller label, so the three fit in every language.
                "flex flex-auto cursor-pointer flex-col items-center justify-center gap-1 rounded-[1.25rem] px-1.5 py-1.5 text-center text-xs leading-tight font-semibold text-stone-700 sm:flex-row sm:gap-1.5 sm:px-3 sm:text-sm dark:text-stone-300",
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
