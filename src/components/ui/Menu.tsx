import { Menu as HMenu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { cx } from "@/lib/cx";

export type MenuEntry = {
  key: string;
  label: ReactNode;
  /** Either an action or a router link. */
  onSelect?: () => void;
  to?: string;
  /** Marks the current choice (for example the active language). */
  current?: boolean;
  icon?: ReactNode;
  /** Language of the label, when it differs from the page's. */
  lang?: string;
};

type MenuProps = {
  button: ReactNode;
  /** Accessible name of the button when its content is only an icon. */
  buttonLabel?: string;
  buttonClassName?: string;
  items: MenuEntry[];
  anchor?: "bottom end" | "bottom start";
};

const itemClass =
  "flex w-full items-center gap-2 rounded-xl px-3 py-2 text-start text-sm text-stone-800 data-focus:bg-amber-100 dark:text-stone-100 dark:data-focus:bg-stone-800";

/** Drop-down menu with arrow-key navigation and type-ahead (Headless UI). */
export function Menu({ button, buttonLabel, buttonClassName, items, anchor = "bottom end" }: MenuProps) {
  return (
    <HMenu>
      <MenuButton aria-label={buttonLabel} className={buttonClassName}>
        {button}
      </MenuButton>
      <MenuItems
        anchor={{ to: anchor, gap: 8 }}
        transition
        className={cx(
          "z-50 max-h-[70vh] min-w-44 overflow-y-auto rounded-2xl bg-white p-1.5 shadow-lg ring-1 ring-amber-900/10 outline-none",
          "transition duration-100 data-closed:scale-95 data-closed:opacity-0 dark:bg-stone-900 dark:ring-white/10",
        )}
      >
        {items.map((item) => (
          <MenuItem key={item.key}>
            {item.to ? (
              <Link to={item.to} lang={item.lang} aria-current={item.current || undefined} className={cx(itemClass, item.current && "font-semibold")}>
                {item.icon}
                {item.label}
              </Link>
            ) : (
              <button type="button" lang={item.lang} onClick={item.onSelect} aria-current={item.current || undefined} className={cx(itemClass, item.current && "font-semibold")}>
                {item.icon}
                {item.label}
              </button>
            )}
          </MenuItem>
        ))}
      </MenuItems>
    </HMenu>
  );
}
