import type { FunctionReturnType } from "convex/server";
import { FormattedMessage, useIntl } from "react-intl";
import type { api } from "../../convex/_generated/api";
import { PhoneIcon, ChatIcon, GlobeIcon, AlertIcon } from "./icons";
import { buttonClasses } from "./ui/Button";
import { SkeletonText } from "./ui/Skeleton";
import { cx } from "@/lib/cx";

/** What safety.resources returns: the country's checked entry, or the fallback (emergency number + directory). */
export type CrisisEntry = FunctionReturnType<typeof api.safety.resources>;

/** Digits, a leading plus and the star of short codes ("*4141") only, as tel: and sms: links need. */
export function dialable(number: string): string {
  return number.replace(/(?!^[+*])[^\d]/g, "");
}

/**
 * A phone number kept left-to-right inside right-to-left text, so its digit groups never swap.
 * Inside a flex button, wrap the whole label in one span so the number is not a flex item of its own.
 */
export function PhoneNumber({ number }: { number: string }) {
  return <bdi dir="ltr">{number}</bdi>;
}

type Line = CrisisEntry["lines"][number];

/** Opening hours, who the line is for, where it answers and the menu option to pick: what to know before calling. */
function LineFacts({ line }: { line: Line }) {
  const intl = useIntl();
  const facts: string[] = [];
  if (line.hours === "24/7") facts.push(intl.formatMessage({ id: "safety.open247" }));
  else if (line.hours === "regional") facts.push(intl.formatMessage({ id: "safety.hoursRegional" }));
  else if (line.hours) facts.push(intl.formatMessage({ id: "safety.hoursDaily" }, { from: line.hours.from, to: line.hours.to }));
  if (line.audience === "youth") facts.push(intl.formatMessage({ id: "safety.audienceYouth" }));
  if (line.area) facts.push(intl.formatMessage({ id: "safety.onlyIn" }, { area: line.area }));
  if (line.menuOption) facts.push(intl.formatMessage({ id: "safety.menuOption" }, { option: line.menuOption }));
  if (facts.length === 0) return null;
  return (
    <ul className="text-xs text-stone-700 dark:text-stone-300">
      {facts.map((fact) => (
        <li key={fact}>{fact}</li>
      ))}
    </ul>
  );
}

/** The latest date any of the shown numbers was compared with its source. */
function lastChecked(entry: CrisisEntry): string | undefined {
  return [entry.checked, ...entry.lines.map((line) => line.checked)].filter(Boolean).sort().at(-1);
}

const regionNames = new Map<string, Intl.DisplayNames>();

/** A country's name in the interface language ("DE" -> "Allemagne" in French). */
export function countryName(locale: string, code: string | undefined): string | undefined {
  if (!code) return undefined;
  try {
    let names = regionNames.get(locale);
    if (!names) regionNames.set(locale, (names = new Intl.DisplayNames([locale], { type: "region" })));
    return names.of(code.toUpperCase());
  } catch {
    return code;
  }
}

type CrisisResourcesProps = { entry: CrisisEntry | undefined; compact?: boolean; className?: string };

/** Emergency number and crisis lines with tap-to-call (tel:) and text (sms:) links. */
export function CrisisResources({ entry, compact, className }: CrisisResourcesProps) {
  const intl = useIntl();
  if (!entry) return <SkeletonText lines={3} className={className} />;
  const linkClass = buttonClasses("outline", "sm", "h-auto min-h-9 py-1.5");
  const newTab = <span className="sr-only">{` ${intl.formatMessage({ id: "safetyPlan.opensNewTab" })}`}</span>;
  const checked = lastChecked(entry);
  const country = countryName(intl.locale, entry.countryCode);
  return (
    <div className={cx("space-y-3", className)}>
      <div>
        <p className="mb-1 text-sm font-semibold text-stone-800 dark:text-stone-100">
          <FormattedMessage id="safety.emergencyLabel" />
        </p>
        {entry.emergencyNumber ? (
          <div className="flex flex-wrap gap-2">
            {[entry.emergencyNumber, ...(entry.otherEmergencyNumbers ?? [])].map((number) => (
              <a
                key={number}
                href={`tel:${dialable(number)}`}
                className={buttonClasses("danger", compact ? "sm" : "md", "h-auto min-h-10 py-2")}
              >
                <AlertIcon size={18} />
                <span><FormattedMessage id="safety.call" values={{ number: <PhoneNumber number={number} /> }} /></span>
              </a>
            ))}
          </div>
        ) : (
          // No number works everywhere (112 is not one in mainland China, nor from landlines in Australia).
          <p className="text-sm text-stone-800 dark:text-stone-200">
            <FormattedMessage id="safety.emergencyGeneric" />
          </p>
        )}
      </div>
      {entry.lines.length > 0 ? (
        <ul className="space-y-3">
          {entry.lines.map((line) => (
            <li key={`${line.name} ${line.phone ?? line.sms ?? ""}`} className="rounded-2xl border border-stone-200 bg-white/60 p-3 dark:border-stone-700 dark:bg-stone-900/60">
              <p className="font-semibold text-stone-900 dark:text-stone-50">{line.name}</p>
              <LineFacts line={line} />
              <div className="mt-2 flex flex-wrap gap-2">
                {line.phone && (
                  <a href={`tel:${dialable(line.phone)}`} className={linkClass}>
                    <PhoneIcon size={16} />
                    <span><FormattedMessage id="safety.call" values={{ number: <PhoneNumber number={line.phone} /> }} /></span>
                  </a>
                )}
                {line.sms && (
                  <a href={`sms:${dialable(line.sms)}`} className={linkClass}>
                    <ChatIcon size={16} />
                    <span><FormattedMessage id="safety.text" values={{ number: <PhoneNumber number={line.sms} /> }} /></span>
                  </a>
                )}
                {(line.chatUrl ?? line.url) && (
                  <a href={line.chatUrl ?? line.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
                    <GlobeIcon size={16} />
                    <FormattedMessage id={line.chatUrl ? "safety.chat" : "safety.website"} />
                    {newTab}
                  </a>
                )}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-stone-700 dark:text-stone-300">
          <FormattedMessage id="safety.fallbackNote" />
        </p>
      )}
      <p className="text-sm">
        <a
          href={entry.directoryUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-amber-800 underline underline-offset-2 dark:text-amber-200"
        >
          {country ? (
            <FormattedMessage id="safety.directoryCountry" values={{ country }} />
          ) : (
            <FormattedMessage id="safety.directoryNearYou" />
          )}
          {newTab}
        </a>
      </p>
      {checked && (
        <p className="text-xs text-stone-600 dark:text-stone-400">
          <FormattedMessage
            id="safety.sourceChecked"
            values={{ date: intl.formatDate(checked, { dateStyle: "long", timeZone: "UTC" }) }}
          />
        </p>
      )}
    </div>
  );
}
