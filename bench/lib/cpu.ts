import { readdirSync, readFileSync } from "node:fs";

/**
 * How much of the machine's CPU other processes took while a benchmark ran (Linux /proc; elsewhere null): what the
 * benchmark's own processes used — this process, its children (the load generator of a run, live or reaped) and the
 * PostgreSQL backends whose process title names `database` — subtracted from what every CPU spent.
 */
export interface CpuSnapshot {
  busy: number;
  total: number;
  ours: number;
}

function read(path: string): string | null {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return null;
  }
}

/** A process's parent, and its CPU time in clock ticks: its own, and with that of its reaped children. */
function processTicks(pid: string): { parent: number; own: number; withChildren: number } | null {
  const stat = read(`/proc/${pid}/stat`);
  if (!stat) return null;
  // After the command (which may hold spaces): state is field 3, ppid 4, utime 14, stime 15, cutime 16, cstime 17.
  const fields = stat
    .slice(stat.lastIndexOf(")") + 2)
    .split(" ")
    .map((field) => Number(field));
  const own = fields[11]! + fields[12]!;
  return { parent: fields[1]!, own, withChildren: own + fields[13]! + fields[14]! };
}

export function cpuSnapshot(database: string): CpuSnapshot | null {
  const stat = read("/proc/stat");
  if (!stat) return null;
  // user nice system idle iowait irq softirq steal
  const cpu = stat.split("\n")[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
  const total = cpu.reduce((a, b) => a + b, 0);
  const busy = total - cpu[3]! - cpu[4]!;
  let ours = processTicks("self")?.withChildren ?? 0;
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid) || Number(pid) === process.pid) continue;
    const ticks = processTicks(pid);
    if (!ticks) continue;
    if (ticks.parent === process.pid) ours += ticks.withChildren;
    else if (read(`/proc/${pid}/cmdline`)?.includes(database)) ours += ticks.own;
  }
  return { busy, total, ours };
}

/** The share (0–1) of all CPUs' time between two snapshots that other processes used. */
export function othersShare(before: CpuSnapshot | null, after: CpuSnapshot | null): number | null {
  if (!before || !after || after.total <= before.total) return null;
  const others = after.busy - before.busy - (after.ours - before.ours);
  return Math.max(0, others) / (after.total - before.total);
}
