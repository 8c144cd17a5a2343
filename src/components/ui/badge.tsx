import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "./cn";

const badgeVariants = cva(
  "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset",
  {
    variants: {
      tone: {
        neutral: "bg-surface-2 text-muted ring-border",
        brand: "bg-brand/10 text-brand ring-brand/25",
        /** The seller's badge colour (color_badge) with a readable text colour on it. */
        solid: "bg-badge text-badge-contrast ring-badge-outline",
        warning: "bg-badge/15 text-text ring-badge/40",
        danger: "bg-danger/10 text-danger ring-danger/25",
      },
    },
    defaultVariants: { tone: "neutral" },
  },
);

export function Badge({
  tone,
  className,
  ...props
}: React.HTMLAttributes<HTMLSpanElement> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
