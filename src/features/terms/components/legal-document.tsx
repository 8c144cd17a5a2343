import type { LegalText } from "~/features/terms/content/types";

/** Renders a versioned legal text with its table of contents (sections are linkable anchors). */
export function LegalDocument({ text, operator }: { text: LegalText; operator: string }) {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 lg:grid lg:grid-cols-[13rem_1fr] lg:gap-12 lg:py-14">
      <nav aria-label="Seções" className="mb-8 lg:sticky lg:top-20 lg:mb-0 lg:self-start">
        <p className="text-xs font-semibold uppercase tracking-wider text-muted">Nesta página</p>
        <ol className="mt-3 space-y-1.5 border-l border-border text-sm">
          {text.sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="-ml-px block border-l border-transparent pl-3 text-muted transition hover:border-brand hover:text-text"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <article className="min-w-0">
        <header className="border-b border-border pb-6">
          <h1 className="text-3xl font-semibold tracking-tight">{text.title}</h1>
          <p className="mt-2 text-sm text-muted">
            Versão <span data-testid="document-version">{text.version}</span> · Última atualização: {text.updatedAt}
          </p>
          <p className="mt-1 text-sm text-muted">Operadora: {operator}</p>
        </header>
        <div className="mt-6 space-y-4 text-[15px] leading-7 text-text/90">
          {text.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {text.sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="mt-10 scroll-mt-20"
          >
            <h2 id={`${section.id}-title`} className="text-lg font-semibold tracking-tight">
              {section.title}
            </h2>
            <div className="mt-3 space-y-3 text-[15px] leading-7 text-text/90">
              {section.blocks.map((block, i) =>
                typeof block === "string" ? (
                  <p key={i}>{block}</p>
                ) : (
                  <ul key={i} className="list-disc space-y-1.5 pl-5 marker:text-brand">
                    {block.list.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ),
              )}
            </div>
          </section>
        ))}
      </article>
    </div>
  );
}
