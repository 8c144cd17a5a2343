import { PLANS, PLAN_IDS } from "./plans";
import { SAO_PAULO } from "~/lib/format";

/** The plan entry for the name the session payload carries ("basic", "stardard", "premium"). */
export function planByName(name: string) {
  const id = PLAN_IDS.find((planId) => PLANS[planId].name === name);
  return id ? PLANS[id] : null;
}

/** "Bom dia" / "Boa tarde" / "Boa noite" by the hour in São Paulo. */
export function greeting(now = new Date()): string {
  const hour = Number(
    new Intl.DateTimeFormat("pt-BR", { hour: "numeric", hourCycle: "h23", timeZone: SAO_PAULO }).format(now),
  );
  if (hour >= 5 && hour < 12) return "Bom dia";
  if (hour >= 12 && hour < 18) return "Boa tarde";
  return "Boa noite";
}
