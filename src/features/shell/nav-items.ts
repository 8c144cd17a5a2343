import { Building2, Car, FileText, Gauge, House, Layers, Users } from "lucide-react";

/** The app's main sections, in header order. Simulator routes are built by their own feature. */
export const MAIN_NAV = [
  { href: "/pages", label: "Início", icon: House },
  { href: "/dashboard", label: "Painel", icon: Gauge },
  { href: "/consorcio-financiamento", label: "Imóvel", icon: Building2 },
  { href: "/consorcio-veic-financiamento", label: "Veículo", icon: Car },
  { href: "/modalities", label: "Modalidades", icon: Layers },
  { href: "/propostas", label: "Propostas", icon: FileText },
  // The seller's home base: the board of clients, with a badge for what needs them today.
  { href: "/propostas/clients", label: "Carteira", icon: Users },
] as const;

/** A badge beside a section's link (the Carteira's), put in by the routes (app/_shell): the shell sits below the features that count. */
export type NavBadges = Partial<Record<(typeof MAIN_NAV)[number]["href"], React.ComponentType>>;
