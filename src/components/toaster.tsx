"use client";

import { useEffect, useState } from "react";
import { Toaster } from "sonner";

/** sonner's toasts, top-right for 5 s (spec), following the page's theme class rather than the OS. */
export function AppToaster() {
  const [theme, setTheme] = useState<"dark" | "light">("dark");
  useEffect(() => {
    const html = document.documentElement;
    const read = () => setTheme(html.classList.contains("dark") ? "dark" : "light");
    read();
    const observer = new MutationObserver(read);
    observer.observe(html, { attributes: true, attributeFilter: ["class"] });
    return () => observer.disconnect();
  }, []);
  return <Toaster position="top-right" duration={5000} richColors closeButton theme={theme} />;
}
