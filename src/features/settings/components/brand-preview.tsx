"use client";

import { brandCssVariables, type Brand, brandSampleColors, brandThemeColors } from "~/features/branding";
import { formatBRL } from "~/lib/format";

function Pane({ theme, brand }: { theme: "light" | "dark"; brand: Brand }) {
  const dark = theme === "dark";
  const sample = brandSampleColors(brand.colors, theme);
  // The colours the client's page draws on this theme: ring, controls, odds curve and badge outline.
  const derived = brandThemeColors(brand.colors, theme);
  return (
    <div
      data-testid={`brand-preview-${theme}`}
      className={`${theme} min-w-0 rounded-lg border border-border bg-surface p-3 text-text`}
      style={brandCssVariables(brand.colors)}
    >
      <p className="mb-2 text-[11px] font-semibold uppercase tracking-wider text-text">
        {dark ? "Tema escuro" : "Tema claro"}
      </p>
      <div className="flex items-center gap-2 border-b border-border pb-2">
        {/* eslint-disable-next-line @next/next/no-img-element -- the seller's uploaded logo */}
        <img
          src={dark ? brand.logo.dark : brand.logo.light}
          alt={`Logotipo no tema ${dark ? "escuro" : "claro"}`}
          className="h-auto max-h-9 w-auto max-w-[6rem] shrink-0 rounded-md object-contain"
        />
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
          {/* An option card of the client's page (the theme's surface) with its badge, as the badge sits there. */}
          <div className="rounded-lg border border-border bg-surface p-2 shadow-sm" data-testid="brand-preview-card">
            <span
              className="inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold"
              style={{ ...sample.badge, boxShadow: `inset 0 0 0 1px ${derived.badge.outline}` }}
              data-testid="brand-preview-badge"
            >
              MAIS PROCURADO
            </span>
            <p className="mt-1 text-xs text-muted">Parcela de {formatBRL(1850)}</p>
          </div>
          {/* The emphasis the public page draws (text-brand): the brand colour's shade that reads on this
              pane's theme, named explicitly since the page's own theme may be the other one. */}
          <p className="text-sm font-bold" style={{ color: `var(--brand-text-${dark ? "dark" : "light"})` }}>
            Maria, sua proposta
          </p>
          {/* The button as it looks focused on the client's page: the ring's shade, offset from the fill. */}
          <span
            className="inline-flex h-8 items-center whitespace-nowrap rounded-lg px-3 text-xs font-medium"
            style={{ ...sample.slider, outline: `2px solid ${derived.ring}`, outlineOffset: 2 }}
            data-testid="brand-preview-focus"
          >
            Tenho interesse
          </span>
          {/* The bid slider (fill and thumb) and the odds curve as the client's page draws them. */}
          <div className="w-32 space-y-2" aria-hidden>
            <div className="relative h-1.5 rounded-full bg-border" data-testid="brand-preview-slider">
              <div className="h-full w-3/5 rounded-full" style={{ background: derived.control }} />
              <div
                className="absolute top-1/2 left-3/5 size-3.5 -translate-x-1/2 -translate-y-1/2 rounded-full"
                style={{ background: derived.control }}
              />
            </div>
            <svg viewBox="0 0 128 32" className="h-8 w-32" data-testid="brand-preview-curve">
              <path d="M0,30 C30,28 50,20 70,12 S110,3 128,2" fill="none" stroke={derived.curve} strokeWidth={2} />
            </svg>
          </div>
        </div>
      </div>
    </div>
  );
}

/** The brand as clients and sellers will see it: logo per theme, menu, badge, emphasis, a focused button, the bid slider and the odds curve. */
export function BrandPreview({ brand }: { brand: Brand }) {
  return (
    <div aria-label="Prévia da marca" role="group" data-testid="brand-preview" className="grid gap-3 sm:grid-cols-2">
      <Pane theme="light" brand={brand} />
      <Pane theme="dark" brand={brand} />
    </div>
  );
}
