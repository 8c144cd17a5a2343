"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useCallback, useRef } from "react";

type IntentLinkProps = React.ComponentProps<typeof Link> & { href: string };

/**
 * A link whose page Next prefetches when the user reaches for it (pointer over it, a touch, focus),
 * not as soon as it is on the screen. Next prefetches every link in view once the page is idle:
 * on a phone (4× CPU) each prefetch's fetch and decoding is a 50–130 ms task of the main thread,
 * right after the page loads, while the seller starts to type. A touch still starts the prefetch
 * ~100 ms before the click.
 */
export function IntentLink({ href, onPointerEnter, onTouchStart, onFocus, ...props }: IntentLinkProps) {
  const router = useRouter();
  const done = useRef(false);
  const prefetch = useCallback(() => {
    if (done.current) return;
    done.current = true;
    router.prefetch(href);
  }, [router, href]);
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onPointerEnter={(event) => {
        prefetch();
        onPointerEnter?.(event);
      }}
      onTouchStart={(event) => {
        prefetch();
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        prefetch();
        onFocus?.(event);
      }}
    />
  );
}
