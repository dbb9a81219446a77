import { type SlaClockFields, slaState } from "@engagesuite/shared";
import { Timer } from "lucide-react";
import { useEffect, useState } from "react";
import { cn } from "@/lib/utils";

/** "1h 20m", "2d 3h", "45m": a duration, the two largest units. */
export function formatDuration(ms: number): string {
  const minutes = Math.max(0, Math.round(Math.abs(ms) / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return hours ? `${days}d ${hours}h` : `${days}d`;
  if (hours > 0) return mins ? `${hours}h ${mins}m` : `${hours}h`;
  return `${mins}m`;
}

/** The running SLA clock in words: "First response due in 1h 20m", "Resolution breached 2h ago", "Met"; null: none. */
export function slaText(ticket: SlaClockFields, now: Date): { text: string; tone: "ok" | "breached" | "met" } | null {
  const state = slaState(ticket, now);
  if (!state) return null;
  if (state.clock === "met") return { text: "Service level met", tone: "met" };
  const name = state.clock === "first_response" ? "First response" : "Resolution";
  return state.breached
    ? { text: `${name} breached ${formatDuration(state.msLeft)} ago`, tone: "breached" }
    : { text: `${name} due in ${formatDuration(state.msLeft)}`, tone: "ok" };
}

/** The ticket's service-level line (issue 22 point 7), refreshed every minute. */
export function SlaClock({ ticket }: { ticket: SlaClockFields }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const line = slaText(ticket, now);
  if (!line) return null;
  return (
    <p
      data-testid="sla-clock"
      className={cn(
        "flex items-center gap-1.5 font-medium text-xs",
        line.tone === "breached" && "text-destructive",
        line.tone === "ok" && "text-foreground",
        line.tone === "met" && "text-emerald-700 dark:text-emerald-400",
      )}
    >
      <Timer className="size-3.5" aria-hidden="true" />
      {line.text}
    </p>
  );
}
