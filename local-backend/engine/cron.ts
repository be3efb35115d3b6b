// When a job of convex/crons.ts runs next, for every schedule `cronJobs()` can produce.
// All times are UTC, as in Convex.

type Schedule = Record<string, unknown> & { type: string };

const MINUTE = 60_000;
const DAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

/** Parses one field of a cron expression ("*", "5", "1-5", "*\/15", "1,2,3") into its allowed values. */
function parseField(field: string, min: number, max: number): Set<number> {
  const values = new Set<number>();
  for (const part of field.split(",")) {
    const [range, stepText] = part.split("/");
    const step = stepText === undefined ? 1 : Number(stepText);
    let from = min;
    let to = max;
    if (range !== "*") {
      const [a, b] = range.split("-").map(Number);
      from = a;
      to = b === undefined ? (stepText === undefined ? a : max) : b;
    }
    if (![from, to, step].every(Number.isInteger) || step < 1 || from < min || to > max) {
      throw new Error(`Invalid cron field "${field}"`);
    }
    for (let v = from; v <= to; v += step) values.add(v);
  }
  return values;
}

/** The first minute strictly after `after` that matches a 5-field cron expression. */
export function nextCronTime(expression: string, after: number): number {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) throw new Error(`Invalid cron expression "${expression}"`);
  const [minutes, hours, days, months, weekdays] = [
    parseField(fields[0], 0, 59),
    parseField(fields[1], 0, 23),
    parseField(fields[2], 1, 31),
    parseField(fields[3], 1, 12),
    parseField(fields[4].replace(/\b7\b/g, "0"), 0, 6),
  ];
  const anyDay = fields[2] === "*";
  const anyWeekday = fields[4] === "*";
  let t = Math.floor(after / MINUTE) * MINUTE + MINUTE;
  for (let i = 0; i < 366 * 24 * 60; i++, t += MINUTE) {
    const d = new Date(t);
    if (!months.has(d.getUTCMonth() + 1) || !hours.has(d.getUTCHours()) || !minutes.has(d.getUTCMinutes())) continue;
    const dayOk = days.has(d.getUTCDate());
    const weekdayOk = weekdays.has(d.getUTCDay());
    // Standard cron: when both day fields are restricted, either may match.
    if (anyDay && anyWeekday ? true : anyDay ? weekdayOk : anyWeekday ? dayOk : dayOk || weekdayOk) return t;
  }
  throw new Error(`Cron expression "${expression}" never matches`);
}

/** The next run of a schedule after `after` (ms since epoch). */
export function nextRun(schedule: Schedule, after: number): number {
  const minute = (schedule.minuteUTC as number | undefined) ?? 0;
  const hour = schedule.hourUTC as number;
  switch (schedule.type) {
    case "interval": {
      const ms = ((schedule.seconds as number) ?? 0) * 1000 + ((schedule.minutes as number) ?? 0) * MINUTE + ((schedule.hours as number) ?? 0) * 60 * MINUTE;
      return after + ms;
    }
    case "hourly":
      return nextCronTime(`${minute} * * * *`, after);
    case "daily":
      return nextCronTime(`${minute} ${hour} * * *`, after);
    case "weekly":
      return nextCronTime(`${minute} ${hour} * * ${DAYS.indexOf(String(schedule.dayOfWeek))}`, after);
    case "monthly":
      return nextCronTime(`${minute} ${hour} ${schedule.day as number} * *`, after);
    case "cron":
      return nextCronTime(String(schedule.cron), after);
  }
  throw new Error(`Unknown cron schedule type "${schedule.type}"`);
}
