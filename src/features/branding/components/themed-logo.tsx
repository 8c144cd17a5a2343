import { cn } from "~/components/ui/cn";
import type { Brand } from "../brand";

/**
 * A brand's logo per theme (resolveBrand already applied the fallbacks); CSS shows the one for the
 * current theme class, so it is right on the server-rendered page too.
 */
export function ThemedLogo({ logo, alt, className }: { logo: Brand["logo"]; alt: string; className?: string }) {
  if (logo.light === logo.dark) {
    // eslint-disable-next-line @next/next/no-img-element -- seller logos are our own /api/files urls of any size
    return <img src={logo.light} alt={alt} className={cn("object-contain", className)} />;
  }
  return (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src={logo.light} alt={alt} data-theme-logo="light" className={cn("object-contain dark:hidden", className)} />
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src={logo.dark} alt={alt} data-theme-logo="dark" className={cn("hidden object-contain dark:block", className)} />
    </>
  );
}
