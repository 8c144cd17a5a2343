"use client";

import { TriangleAlert } from "lucide-react";
import { useEffect, useState } from "react";
import { logoFits, MIN_READABLE_PX, type Brand, type LogoFit, type Size } from "~/features/branding";

/** The natural sizes of the seller's images, measured by the browser as they load. */
function useNaturalSizes(urls: readonly string[]): ReadonlyMap<string, Size> {
  const [sizes, setSizes] = useState<ReadonlyMap<string, Size>>(() => new Map());
  const key = urls.join("\n");
  useEffect(() => {
    let live = true;
    for (const url of key.split("\n").filter(Boolean)) {
      const img = new Image();
      img.onload = () => {
        if (live)
          setSizes((current) => new Map(current).set(url, { width: img.naturalWidth, height: img.naturalHeight }));
      };
      img.src = url;
    }
    return () => {
      live = false;
    };
  }, [key]);
  return sizes;
}

const px = (n: number) => `${Math.round(n)} px`;

function Place({ fit }: { fit: LogoFit }) {
  const dark = fit.image === "dark";
  return (
    <li
      className="min-w-0 space-y-1"
      data-testid={`logo-fit-${fit.place.id}-${fit.image}`}
      data-readable={fit.readable}
    >
      <p className="text-xs font-medium text-text">
        {fit.place.label}
        {fit.image === "dark" ? " (tema escuro)" : fit.image === "mark" ? " (marca quadrada)" : ""}
      </p>
      {/* The place's box at its real size, the image contained in it as that place draws it. */}
      <div
        className={`flex items-center rounded-md border border-dashed border-border ${dark ? "bg-[#101916]" : "bg-white"}`}
        style={{ width: fit.box.width + 8, height: fit.box.height + 8, padding: 4 }}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- the seller's uploaded image, at the size it is drawn */}
        <img src={fit.url} alt="" style={{ width: fit.drawn.width, height: fit.drawn.height }} />
      </div>
      <p className={fit.readable ? "text-[11px] text-muted" : "text-[11px] font-medium text-danger"}>
        {px(fit.drawn.width)} × {px(fit.drawn.height)}
        {fit.readable ? "" : " — pequeno demais"}
      </p>
    </li>
  );
}

/**
 * The logo (and the square mark) as the seller header, the public page header, the PDF header and
 * the WhatsApp card draw it, at their real sizes, with a pt-BR warning where it falls under a
 * readable size.
 */
export function LogoFitPreview({ brand }: { brand: Pick<Brand, "logo" | "mark"> }) {
  const urls = [brand.logo.custom ? brand.logo.light : "", brand.logo.custom ? brand.logo.dark : "", brand.mark ?? ""];
  const sizes = useNaturalSizes(urls);
  const fits = logoFits(brand, sizes);
  if (fits.length === 0) return null;
  const warnings = fits.filter((f) => f.warning !== null);
  return (
    <div className="space-y-3 rounded-lg border border-border bg-surface-2 p-3" data-testid="logo-fit">
      <p className="text-sm font-medium text-text">Onde o logotipo aparece, no tamanho real</p>
      <ul className="flex flex-wrap gap-x-4 gap-y-3">
        {fits.map((fit) => (
          <Place key={`${fit.place.id}-${fit.image}`} fit={fit} />
        ))}
      </ul>
      {warnings.length > 0 && (
        <div
          role="status"
          data-testid="logo-fit-warnings"
          className="rounded-lg border border-warning/40 bg-warning/10 p-3 text-xs text-text"
        >
          <p className="flex items-center gap-1.5 font-semibold">
            <TriangleAlert className="size-3.5 text-warning" aria-hidden /> Logotipo pequeno demais em{" "}
            {warnings.length === 1 ? "um lugar" : `${warnings.length} lugares`} (menos de {MIN_READABLE_PX} px)
          </p>
          <ul className="mt-1.5 list-disc space-y-1 pl-5">
            {warnings.map((w) => (
              <li key={`${w.place.id}-${w.image}`}>{w.warning}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
