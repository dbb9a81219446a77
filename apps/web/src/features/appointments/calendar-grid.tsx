import type { Appointment } from "@engagesuite/shared";
import { formatLocale } from "@/lib/format";
import { cn } from "@/lib/utils";
import { blockStyle, timeRange } from "./appointment-details";
import { formatDay, formatTime, wallClock } from "./zone";

const HOUR_PX = 60;
const DEFAULT_FIRST_HOUR = 8;
const DEFAULT_LAST_HOUR = 18;

interface Placed {
  appointment: Appointment;
  start: number;
  end: number;
  lane: number;
  lanes: number;
}

/** Side-by-side lanes for appointments of one day that overlap (different staff members at one time). */
function placeDay(items: { appointment: Appointment; start: number; end: number }[]): Placed[] {
  const sorted = [...items].sort((a, b) => a.start - b.start || a.end - b.end);
  const placed: Placed[] = [];
  let cluster: Placed[] = [];
  let clusterEnd = -1;
  const close = () => {
    const lanes = Math.max(1, ...cluster.map((p) => p.lane + 1));
    for (const p of cluster) p.lanes = lanes;
  };
  for (const item of sorted) {
    if (item.start >= clusterEnd && cluster.length) {
      close();
      cluster = [];
    }
    const taken = new Set(cluster.filter((p) => p.end > item.start).map((p) => p.lane));
    let lane = 0;
    while (taken.has(lane)) lane++;
    const entry = { ...item, lane, lanes: 1 };
    cluster.push(entry);
    placed.push(entry);
    clusterEnd = Math.max(clusterEnd, item.end);
  }
  close();
  return placed;
}

/**
 * The day or week calendar: a time grid with a column per day, each appointment placed by its wall-clock start and
 * length in the workspace's zone. Hours 8–18 unless an appointment lies outside them.
 */
export function CalendarGrid({
  days,
  appointments,
  zone,
  today,
  onOpen,
}: {
  days: string[];
  appointments: Appointment[];
  zone: string;
  today: string;
  onOpen: (appointment: Appointment) => void;
}) {
  const byDay = new Map<string, { appointment: Appointment; start: number; end: number }[]>();
  for (const appointment of appointments) {
    const start = wallClock(appointment.startsAt, zone);
    if (!days.includes(start.day)) continue;
    const end = start.minutes + appointment.durationMinutes;
    byDay.set(start.day, [...(byDay.get(start.day) ?? []), { appointment, start: start.minutes, end }]);
  }
  const all = [...byDay.values()].flat();
  const firstHour = Math.min(DEFAULT_FIRST_HOUR, ...all.map((a) => Math.floor(a.start / 60)));
  const lastHour = Math.min(24, Math.max(DEFAULT_LAST_HOUR, ...all.map((a) => Math.ceil(a.end / 60))));
  const hours = Array.from({ length: lastHour - firstHour }, (_, i) => firstHour + i);
  const height = hours.length * HOUR_PX;
  const week = days.length > 1;

  return (
    <div className="overflow-x-auto rounded-lg border bg-card">
      <div
        className={cn("grid", week ? "min-w-[760px]" : "")}
        style={{ gridTemplateColumns: `3.5rem repeat(${days.length}, minmax(0, 1fr))` }}
      >
        <div className="border-b" />
        {days.map((day) => (
          <div
            key={day}
            className={cn(
              "border-b border-l px-2 py-2 text-center font-medium text-sm",
              day === today && "bg-primary/5 text-primary",
            )}
          >
            {formatDay(day, week ? undefined : { weekday: "long", month: "long", day: "numeric" })}
          </div>
        ))}
        <div className="relative" style={{ height }} aria-hidden="true">
          {hours.map((hour, i) => (
            <span
              key={hour}
              className="absolute right-2 -translate-y-1/2 text-muted-foreground text-xs tabular-nums"
              style={{ top: i * HOUR_PX }}
            >
              {i === 0 ? "" : hourLabel(hour)}
            </span>
          ))}
        </div>
        {days.map((day) => (
          <ul
            key={day}
            aria-label={formatDay(day, { weekday: "long", month: "long", day: "numeric" })}
            className={cn("relative border-l", day === today && "bg-primary/[0.03]")}
            style={{
              height,
              backgroundImage: `repeating-linear-gradient(to bottom, transparent 0, transparent ${HOUR_PX - 1}px, var(--color-border) ${HOUR_PX - 1}px, var(--color-border) ${HOUR_PX}px)`,
            }}
          >
            {placeDay(byDay.get(day) ?? []).map(({ appointment, start, end, lane, lanes }) => {
              const top = ((start - firstHour * 60) / 60) * HOUR_PX;
              const blockHeight = Math.max(22, ((end - start) / 60) * HOUR_PX - 2);
              return (
                <li
                  key={appointment.id}
                  className="absolute px-0.5"
                  style={{ top, height: blockHeight, left: `${(lane / lanes) * 100}%`, width: `${100 / lanes}%` }}
                >
                  <button
                    type="button"
                    onClick={() => onOpen(appointment)}
                    className={cn(
                      "flex size-full flex-col overflow-hidden rounded-md border px-2 py-0.5 text-left text-xs shadow-xs hover:brightness-95 focus-visible:outline-2 focus-visible:outline-ring",
                      blockStyle(appointment.status),
                    )}
                  >
                    {blockHeight < 44 ? (
                      <span className="truncate leading-tight">
                        <span className="font-medium">{appointment.client.name}</span>
                        <span className="opacity-80"> · {formatTime(appointment.startsAt, zone)}</span>
                      </span>
                    ) : (
                      <>
                        <span className="truncate font-medium">{appointment.client.name}</span>
                        <span className="truncate opacity-80">
                          {timeRange(appointment, zone)} · {appointment.staff.name}
                        </span>
                      </>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        ))}
      </div>
    </div>
  );
}

/** An hour of the grid's axis in the workspace's locale ("9 AM", "09"): a fixed date in UTC, only the hour read. */
function hourLabel(hour: number): string {
  return new Intl.DateTimeFormat(formatLocale(), { hour: "numeric", timeZone: "UTC" }).format(
    Date.UTC(2000, 0, 1, hour),
  );
}
