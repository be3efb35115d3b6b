import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import type { ReactNode } from "react";
import { cx } from "@/lib/cx";

export type TabItem = { id: string; label: ReactNode; content: ReactNode; disabled?: boolean };

type TabsProps = {
  items: TabItem[];
  selectedIndex?: number;
  onChange?: (index: number) => void;
  /** Accessible name for the tab list. */
  label?: string;
  className?: string;
};

/** Pill tabs; arrow keys move between them (Headless UI). Disabled tabs are dimmed and skipped. */
export function Tabs({ items, selectedIndex, onChange, label, className }: TabsProps) {
  return (
    <TabGroup selectedIndex={selectedIndex} onChange={onChange} className={className}>
      <TabList
        aria-label={label}
        className="flex gap-1 rounded-3xl bg-amber-100/70 p-1 dark:bg-stone-800"
      >
        {items.map((item) => (
          <Tab
            key={item.id}
            disabled={item.disabled}
            className={cx(
              // Equal columns whose labels wrap rather than hide in a scroll area on narrow phones.
              "min-w-0 flex-1 rounded-[1.25rem] px-2 py-2 text-center text-sm leading-tight font-semibold text-balance break-words text-stone-700 transition-colors sm:px-4 dark:text-stone-300",
              "data-hover:bg-white/60 data-selected:bg-white data-selected:text-amber-900 data-selected:shadow-sm",
              "dark:data-hover:bg-stone-700 dark:data-selected:bg-stone-950 dark:data-selected:text-amber-200",
              "data-disabled:cursor-not-allowed data-disabled:opacity-50",
            )}
          >
            {item.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="mt-4">
        {items.map((item) => (
          <TabPanel key={item.id} className="animate-fade-in">
            {item.content}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
