import { CirclePlay } from "lucide-react";

/**
 * Fixed bottom-left; opens the help video playlist (from configuration) in a new tab. It never
 * covers content: below `lg` it sits in a bar of its own at the bottom of the window (the page
 * keeps that much space free at its end, see globals.css); from `lg` up it collapses to an icon in
 * a left gutter the shell keeps clear of content (app-shell.tsx).
 */
export function HelpButton({ url }: { url: string }) {
  // A landmark of its own: it floats over the page, outside header, main and footer.
  return (
    <aside
      aria-label="Ajuda"
      data-help-dock
      className="fixed inset-x-0 bottom-0 z-40 flex h-14 items-center border-t border-border bg-surface/95 px-4 backdrop-blur-sm lg:inset-x-auto lg:bottom-4 lg:left-4 lg:h-auto lg:border-0 lg:bg-transparent lg:p-0 lg:backdrop-blur-none"
    >
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Ajuda: vídeos tutoriais (abre em nova aba)"
        title="Ajuda"
        data-testid="help-button"
        className="flex h-10 items-center gap-2 rounded-full border border-border bg-surface px-3 text-sm font-medium text-text shadow-xs transition hover:border-brand hover:text-brand focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-ring lg:size-11 lg:justify-center lg:px-0 lg:shadow-lg"
      >
        <CirclePlay className="size-5 text-brand" aria-hidden />
        <span className="lg:sr-only">Ajuda</span>
      </a>
    </aside>
  );
}
