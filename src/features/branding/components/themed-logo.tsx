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
      <img
        src={logo.dark}
        alt={alt}
        data-theme-logo="dark"
        className={cn("hidden object-contain dark:block", className)}
      />
    </>
  );
}

/**
 * The logo where room is short on a phone: the seller's square mark below 640 px (where a wide or
 * tall logo would be drawn too small to read), the themed logo from there on. Without a mark, the
 * logo everywhere.
 */
export function BrandLogo({
  brand,
  alt,
  className,
  markClassName,
}: {
  brand: Pick<Brand, "logo" | "mark">;
  alt: string;
  className?: string;
  markClassName?: string;
}) {
  if (!brand.mark) return <ThemedLogo logo={brand.logo} alt={alt} className={className} />;
  return (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- the seller's uploaded mark */}
      <img src={brand.mark} alt={alt} data-brand-mark className={cn("object-contain sm:hidden", markClassName)} />
      <span className="hidden sm:contents">
        <ThemedLogo logo={brand.logo} alt={alt} className={className} />
      </span>
    </>
  );
}
