import { CirclePlay } from "lucide-react";

/** Fixed bottom-left; opens the help video playlist (from configuration) in a new tab. */
export function HelpButton({ url }: { url: string }) {
  // A landmark of its own: it floats over the page, outside header, main and footer.
  return (
    <aside aria-label="Ajuda">
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Ajuda: vídeos tutoriais (abre em nova aba)"
      title="Ajuda"
      className="group fixed bottom-4 left-4 z-40 flex h-11 items-center gap-2 rounded-full border border-border bg-surface px-3 text-sm font-medium text-text shadow-lg transition hover:border-brand hover:text-brand focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand"
    >
      <CirclePlay className="size-5 text-brand" aria-hidden />
      <span className="hidden sm:inline">Ajuda</span>
    </a>
    </aside>
  );
}
