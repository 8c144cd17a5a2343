import { cva } from "class-variance-authority";
import { CircleCheck, Info, TriangleAlert } from "lucide-react";
import { cn } from "./cn";

type Tone = "danger" | "info" | "success";

const alertVariants = cva("flex gap-3 rounded-lg border px-3.5 py-3 text-sm", {
  variants: {
    tone: {
      danger: "border-danger/30 bg-danger/8 text-text [&_svg]:text-danger",
      info: "border-border bg-surface-2 text-text [&_svg]:text-muted",
      success: "border-brand/30 bg-brand/8 text-text [&_svg]:text-brand",
    },
  },
});

const ICONS: Record<Tone, typeof Info> = { danger: TriangleAlert, info: Info, success: CircleCheck };

export function Alert({
  tone = "info",
  title,
  children,
  className,
}: {
  tone?: Tone;
  title?: string;
  children?: React.ReactNode;
  className?: string;
}) {
  const Icon = ICONS[tone];
  return (
    <div role={tone === "danger" ? "alert" : "status"} className={cn(alertVariants({ tone }), className)}>
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0 space-y-1">
        {title && <p className="font-medium">{title}</p>}
        {children && <div className="text-muted [&_strong]:text-text">{children}</div>}
      </div>
    </div>
  );
}
