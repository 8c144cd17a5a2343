import { Laptop, Smartphone, TerminalSquare } from "lucide-react";

/** An icon for a session's device description ("Chrome em Android", "API (curl)"). */
export function DeviceIcon({ device, className }: { device: string; className?: string }) {
  const Icon = device.startsWith("API") ? TerminalSquare : /Android|iOS/.test(device) ? Smartphone : Laptop;
  return <Icon className={className} aria-hidden />;
}
