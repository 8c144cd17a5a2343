"use client";

import { Info, TriangleAlert } from "lucide-react";
import dynamic from "next/dynamic";
import { useEffect, useMemo } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { DEFAULT_BRAND_COLORS, resolveBrand, contrastWarnings } from "~/features/branding";
import { useShell } from "~/features/shell/components";
import { keysOf } from "~/lib/json";
import { LIMITS } from "../fields";
import type { SettingsUpdateInput } from "../schema";
import { ColorSetting, SettingsSection, TextSetting } from "./form-parts";
import { LogoField } from "./logo-field";
import { LogoFitPreview } from "./logo-fit";

// The preview only shows what the fields above say: loaded after the form, out of its first load.
const BrandPreview = dynamic(() => import("./brand-preview").then((m) => m.BrandPreview));

const dirty = { shouldDirty: true, shouldValidate: true } as const;

/** Business name, logos per theme and the four colours, with a live preview and what each colour needs adjusted to read. */
export function BrandSection({ readOnly }: { readOnly: boolean }) {
  const { setValue, control } = useFormContext<SettingsUpdateInput>();
  const { updateColors } = useShell();
  const [name, light, dark, mark, slider, badge, emphasis, shadow] = useWatch({
    control,
    name: [
      "name",
      "avatar_white",
      "avatar_black",
      "avatar_mark",
      "color_slider",
      "color_badge",
      "emphasis_people",
      "emphasis_people_shadow",
    ],
  });
  const brand = useMemo(
    () =>
      resolveBrand({
        name,
        avatar_white: light,
        avatar_black: dark,
        avatar_mark: mark,
        color_slider: slider,
        color_badge: badge,
        emphasis_people: emphasis,
        emphasis_people_shadow: shadow,
      }),
    [name, light, dark, mark, slider, badge, emphasis, shadow],
  );
  // Every colour on both themes: a shade visibly different from the pick warns; a close one is listed as an adjustment.
  const notes = useMemo(() => contrastWarnings(brand.colors), [brand.colors]);
  const warnings = notes.filter((n) => n.severity === "warning");
  const adjustments = notes.filter((n) => n.severity === "adjusted");

  // The whole shell previews the colours while they are edited (spec §4: child screens update the
  // colours through the shell's function); leaving the screen goes back to the saved ones.
  useEffect(() => updateColors(brand.colors), [brand.colors, updateColors]);
  useEffect(() => () => updateColors(null), [updateColors]);

  function restore() {
    setValue("avatar_white", null, dirty);
    setValue("avatar_black", null, dirty);
    setValue("avatar_mark", null, dirty);
    for (const field of keysOf(DEFAULT_BRAND_COLORS)) setValue(field, DEFAULT_BRAND_COLORS[field], dirty);
  }

  return (
    <SettingsSection
      id="marca"
      title="Marca"
      description="Como a sua empresa aparece no app, nas propostas e no PDF: nome, logotipos para o tema claro e o escuro, e as cores."
      onRestore={restore}
      readOnly={readOnly}
    >
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <div className="min-w-0 space-y-5">
          <TextSetting
            name="name"
            label="Nome da empresa"
            maxLength={LIMITS.name}
            hint={`O nome completo (razão social): no rodapé do PDF e nos termos da proposta. Até ${LIMITS.name} caracteres.`}
          />
          <TextSetting
            name="nome_curto"
            label="Nome curto"
            maxLength={LIMITS.shortName}
            placeholder="Horizonte Azul — Centro"
            hint={`No topo do app, da proposta e no cartão do WhatsApp. Vazio: o nome completo. Até ${LIMITS.shortName} caracteres.`}
          />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <LogoField
              name="avatar_white"
              label="Logotipo para o tema claro"
              hint="PNG, JPEG ou WebP, até 2 MB."
              dark={false}
              readOnly={readOnly}
            />
            <LogoField
              name="avatar_black"
              label="Logotipo para o tema escuro"
              hint="Uma versão clara do logo, para fundo escuro."
              dark
              readOnly={readOnly}
            />
          </div>
          <LogoField
            name="avatar_mark"
            label="Marca quadrada (opcional)"
            hint="Só o símbolo, quadrado: no topo do app e da proposta no celular e no cartão do WhatsApp. Vazio: o logotipo."
            dark={false}
            readOnly={readOnly}
          />
          <LogoFitPreview brand={brand} />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <ColorSetting name="color_slider" label="Cor principal" hint="Botões, links e o item ativo do menu." />
            <ColorSetting name="color_badge" label="Cor dos destaques" hint="Selos e marcações." />
            <ColorSetting name="emphasis_people" label="Cor de ênfase" hint="Nome do cliente e números em destaque." />
            <ColorSetting
              name="emphasis_people_shadow"
              label="Sombra da ênfase"
              hint="Contorno suave do texto em destaque."
            />
          </div>
        </div>
        <div className="min-w-0 space-y-3">
          <p className="text-sm font-medium text-text">Prévia</p>
          <BrandPreview brand={brand} />
          {warnings.length > 0 && (
            <div
              role="status"
              data-testid="contrast-warnings"
              className="rounded-lg border border-warning/40 bg-warning/10 p-3 text-xs text-text"
            >
              <p className="flex items-center gap-1.5 font-semibold">
                <TriangleAlert className="size-3.5 text-warning" aria-hidden /> Cor trocada por outra para ter contraste
                (WCAG AA)
              </p>
              <ul className="mt-1.5 list-disc space-y-1 pl-5">
                {warnings.map((w) => (
                  <li key={w.id}>{w.message}</li>
                ))}
              </ul>
            </div>
          )}
          {adjustments.length > 0 && (
            <details
              data-testid="contrast-adjustments"
              className="rounded-lg border border-border bg-surface-2 p-3 text-xs text-text"
            >
              <summary className="flex cursor-pointer items-center gap-1.5 font-semibold">
                <Info className="size-3.5 text-muted" aria-hidden /> Ajustes automáticos de contraste (
                {adjustments.length})
              </summary>
              <ul className="mt-1.5 list-disc space-y-1 pl-5">
                {adjustments.map((w) => (
                  <li key={w.id}>{w.message}</li>
                ))}
              </ul>
            </details>
          )}
        </div>
      </div>
    </SettingsSection>
  );
}
