import { CircleCheck, Info, TriangleAlert } from "lucide-react";
import { cn } from "./cn";

type Tone = "danger" | "info" | "success";

const tones: Record<Tone, { box: string; icon: typeof Info }> = {
  danger: { box: "border-danger/30 bg-danger/8 text-text [&_svg]:text-danger", icon: TriangleAlert },
  info: { box: "border-border bg-surface-2 text-text [&_svg]:text-muted", icon: Info },
  success: { box: "border-brand/30 bg-brand/8 text-text [&_svg]:text-brand", icon: CircleCheck },
};

export function Alert({ tone = "info", title, children, className }: { tone?: Tone; title?: string; children?: React.ReactNode; className?: string }) {
  const { box, icon: Icon } = tones[tone];
  return (
    <div role={tone === "danger" ? "alert" : "status"} className={cn("flex gap-3 rounded-lg border px-3.5 py-3 text-sm", box, className)}>
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0 space-y-1">
        {title && <p className="font-medium">{title}</p>}
        {children && <div className="text-muted [&_strong]:text-text">{children}</div>}
      </div>
    </div>
  );
}
