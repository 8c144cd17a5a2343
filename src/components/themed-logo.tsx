import { cn } from "./ui/cn";

export const DEFAULT_LOGO = "/logo.svg";

/**
 * A logo with light- and dark-theme variants; CSS shows the one for the current theme class, so it is
 * right on the server-rendered page too.
 */
export function ThemedLogo({ light, dark, alt, className }: { light?: string | null; dark?: string | null; alt: string; className?: string }) {
  const lightSrc = light || dark || DEFAULT_LOGO;
  const darkSrc = dark || light || DEFAULT_LOGO;
  if (lightSrc === darkSrc) {
    // eslint-disable-next-line @next/next/no-img-element -- seller logos are arbitrary URLs/data URLs
    return <img src={lightSrc} alt={alt} className={cn("object-contain", className)} />;
  }
  return (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src={lightSrc} alt={alt} className={cn("object-contain dark:hidden", className)} />
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src={darkSrc} alt={alt} className={cn("hidden object-contain dark:block", className)} />
    </>
  );
}
