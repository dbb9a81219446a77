import { isModuleComingSoon, type ServiceModule } from "@engagesuite/shared";
import { isCoreModule } from "@/features/verticals/use-catalog";

/**
 * SPEC §5: the CORE module is always selected. The chosen ids plus every CORE module of the list, in the list's
 * order; ids the list does not have, and modules that are coming soon (issue 18), are dropped once the list is known.
 */
export function withCoreModules(selected: readonly number[], modules: readonly ServiceModule[] | undefined): number[] {
  if (!modules) return [...selected];
  const chosen = new Set(selected);
  return modules.filter((m) => isCoreModule(m) || (chosen.has(m.id) && !isModuleComingSoon(m.slug))).map((m) => m.id);
}

/** Toggle one module; a CORE module stays selected, a coming-soon one is never chosen. */
export function toggleModule(selected: readonly number[], module: ServiceModule): number[] {
  if (isModuleComingSoon(module.slug)) return selected.filter((id) => id !== module.id);
  if (isCoreModule(module)) return selected.includes(module.id) ? [...selected] : [...selected, module.id];
  return selected.includes(module.id) ? selected.filter((id) => id !== module.id) : [...selected, module.id];
}
