"use client";

import { brandCssVariables, type Brand, brandSampleColors } from "~/features/branding";

function Pane({ theme, brand }: { theme: "light" | "dark"; brand: Brand }) {
  const dark = theme === "dark";
  const sample = brandSampleColors(brand.colors, theme);
  return (
    <div
      data-testid={`brand-preview-${theme}`}
      className={`${theme} min-w-0 rounded-lg border border-border bg-surface p-3 text-text`}
      style={brandCssVariables(brand.colors) as React.CSSProperties}
    >
      <p className="mb-2 text-[11px] font-semibold uppercase tracking-wider text-text">{dark ? "Tema escuro" : "Tema claro"}</p>
      <div className="flex items-center gap-2 border-b border-border pb-2">
        {/* eslint-disable-next-line @next/next/no-img-element -- the seller's uploaded logo */}
        <img src={dark ? brand.logo.dark : brand.logo.light} alt={`Logotipo no tema ${dark ? "escuro" : "claro"}`} className="h-auto max-h-9 w-auto max-w-[6rem] shrink-0 rounded-md object-contain" />
        <span className="line-clamp-2 min-w-0 text-sm font-semibold [overflow-wrap:anywhere]">{brand.name}</span>
      </div>
      {/* A narrow pane puts the sample under the menu rather than breaking "Tenho interesse" in two. */}
      <div className="mt-3 flex flex-wrap gap-3">
        <ul className="w-24 shrink-0 space-y-1 text-xs" aria-label="Menu (prévia)">
          <li className="rounded-md px-2 py-1 font-medium" style={sample.slider}>
            Gerar
          </li>
          <li className="px-2 py-1 text-muted">Suas propostas</li>
          <li className="px-2 py-1 text-muted">Gerais</li>
        </ul>
        <div className="min-w-0 space-y-2">
          <span className="inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold" style={sample.badge}>
            MAIS PROCURADO
          </span>
          {/* The emphasis the public page draws (text-brand): the brand colour's shade that reads on this
              pane's theme, named explicitly since the page's own theme may be the other one. */}
          <p className="text-sm font-bold" style={{ color: `var(--brand-text-${dark ? "dark" : "light"})` }}>
            Maria, sua proposta
          </p>
          <span className="inline-flex h-8 items-center whitespace-nowrap rounded-lg px-3 text-xs font-medium" style={sample.slider}>
            Tenho interesse
          </span>
        </div>
      </div>
    </div>
  );
}

/** The brand as clients and sellers will see it: logo per theme, menu, badge, emphasis and a button. */
export function BrandPreview({ brand }: { brand: Brand }) {
  return (
    <div aria-label="Prévia da marca" role="group" data-testid="brand-preview" className="grid gap-3 sm:grid-cols-2">
      <Pane theme="light" brand={brand} />
      <Pane theme="dark" brand={brand} />
    </div>
  );
}
