import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/** Joins class names (clsx) and lets a later Tailwind class override an earlier one (`cn("px-4", "px-2")` → `px-2`). */
export function cn(...classes: ClassValue[]): string {
  return twMerge(clsx(classes));
}
