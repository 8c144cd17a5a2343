"use client";

import { useFormContext } from "react-hook-form";
import {
  IMOVEL_DEFAULT_PARAMS,
  MODALITY_KEYS,
  VEICULO_DEFAULT_PARAMS,
  DEFAULT_MODALITIES,
  MODALITY_PERCENT_LABEL,
  BID_BASE_OPTIONS,
  BID_MODE_OPTIONS,
  IMOVEL_GROUPS,
  VEICULO_GROUPS,
} from "~/features/simulators";
import { inputClasses } from "~/components/ui/field";
import { Switch } from "~/components/ui/switch";
import { DEFAULT_PROPOSAL_FIELDS, LIMITS, modalityField } from "../fields";
import type { SettingsUpdateInput } from "../schema";
import { NumberSetting, SettingsSection, TextSetting, type FormPath } from "./form-parts";

const dirty = { shouldDirty: true, shouldValidate: true } as const;

const COPY = {
  imovel: {
    title: "Simulador de imóvel",
    description: "Os valores com que o simulador imobiliário e as propostas de imóvel começam.",
    scenarios: "Aluguel, valorização, renda e investimento.",
    groups: IMOVEL_GROUPS,
    defaults: IMOVEL_DEFAULT_PARAMS,
  },
  veiculo: {
    title: "Simulador de veículo",
    description: "Os valores com que o simulador de veículos e as propostas de veículo começam.",
    scenarios: "Depreciação do veículo e investimento.",
    groups: VEICULO_GROUPS,
    defaults: VEICULO_DEFAULT_PARAMS,
  },
} as const;

// The generator's switches (features/proposals/components/generator.tsx), in the same words.
const SECTION_FIELDS = [
  { field: "isSelected", label: "Cenários", description: "Aluguel, valorização, renda e investimento." },
  {
    field: "modalitiesSelected",
    label: "Modalidades de lance",
    description: "O que cada lance significa na simulação.",
  },
  { field: "monthTableSelected", label: "Tabela mês a mês", description: "Parcelas e saldo de cada mês." },
] as const;

/** One simulator's starting parameters, grouped as on the simulator, with the proposal fields. */
export function SimulationSection({ kind, readOnly }: { kind: "imovel" | "veiculo"; readOnly: boolean }) {
  const { setValue, register } = useFormContext<SettingsUpdateInput>();
  const copy = COPY[kind];
  const restore = () =>
    setValue(kind, { ...structuredClone(copy.defaults), ...DEFAULT_PROPOSAL_FIELDS } as never, dirty);
  return (
    <SettingsSection
      id={kind}
      title={copy.title}
      description={copy.description}
      onRestore={restore}
      readOnly={readOnly}
    >
      <div className="space-y-6">
        {copy.groups.map((group) => (
          <fieldset key={group.id} className="min-w-0">
            <legend className="mb-3 text-sm font-semibold text-text">{group.title}</legend>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {group.fields.map((f) => (
                <NumberSetting
                  key={f.name}
                  name={`${kind}.${f.name}` as FormPath}
                  label={f.label}
                  unit={f.unit}
                  hint={f.hint}
                />
              ))}
            </div>
          </fieldset>
        ))}
        <fieldset className="min-w-0">
          <legend className="mb-3 text-sm font-semibold text-text">Proposta</legend>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <div className="space-y-1.5">
              <label htmlFor={`${kind}-bidMode`} className="block text-sm font-medium text-text">
                Uso do lance
              </label>
              <select id={`${kind}-bidMode`} {...register(`${kind}.bidMode`)} className={inputClasses(false)}>
                {BID_MODE_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
            {/* What the bid % is a percentage of: the simulator's "Base do lance" starts here. */}
            <div className="space-y-1.5">
              <label htmlFor={`${kind}-bidBase`} className="block text-sm font-medium text-text">
                Base do lance
              </label>
              <select id={`${kind}-bidBase`} {...register(`${kind}.bidBase`)} className={inputClasses(false)}>
                {BID_BASE_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
            <TextSetting
              name={`${kind}.group`}
              label="Grupo"
              maxLength={LIMITS.group}
              hint="Escreva all para valer em todos os grupos."
            />
          </div>
        </fieldset>
        <fieldset className="min-w-0">
          <legend className="mb-1 text-sm font-semibold text-text">Seções da proposta</legend>
          <p className="mb-3 text-xs text-muted">
            Como cada seção começa ao gerar uma proposta {kind === "imovel" ? "de imóvel" : "de veículo"}; você ainda
            pode mudar em cada proposta.
          </p>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-3 sm:gap-x-10">
            {SECTION_FIELDS.map((s) => (
              <Switch
                key={s.field}
                label={s.label}
                description={s.field === "isSelected" ? copy.scenarios : s.description}
                {...register(`${kind}.${s.field}`)}
              />
            ))}
          </div>
        </fieldset>
      </div>
    </SettingsSection>
  );
}

/** The six modalities: the seller's statistic about the group, title and description. */
export function ModalitiesSection({ readOnly }: { readOnly: boolean }) {
  const { setValue } = useFormContext<SettingsUpdateInput>();
  function restore() {
    for (const m of DEFAULT_MODALITIES) {
      setValue(modalityField.percent(m.key), m.percent, dirty);
      setValue(modalityField.title(m.key), m.title, dirty);
      setValue(modalityField.description(m.key), m.description, dirty);
    }
    setValue("modalidadesFonte", "", dirty);
    setValue("modalidadesData", "", dirty);
  }
  return (
    <SettingsSection
      id="modalidades"
      title="Modalidades de lance"
      description={`Os textos dos seis cartões de /modalities e das propostas. O percentual é uma estatística que você acompanha do grupo (“${MODALITY_PERCENT_LABEL}”), nunca o tamanho de um lance.`}
      onRestore={restore}
      readOnly={readOnly}
    >
      {/* Shown beside the percents wherever they appear: "Dado do vendedor · fonte: … · de dd/mm/aaaa". */}
      <div className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_10rem]">
        <TextSetting
          name="modalidadesFonte"
          label="Fonte dos percentuais"
          hint="Onde você leu os percentuais, por exemplo: extrato da administradora, assembleia de out/2026."
          maxLength={LIMITS.modalitySource}
        />
        <TextSetting name="modalidadesData" label="Lidos em" placeholder="dd/mm/aaaa" inputMode="numeric" />
      </div>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {MODALITY_KEYS.map((key) => (
          <fieldset key={key} className="min-w-0 rounded-lg border border-border p-3 sm:p-4">
            <legend className="px-1 text-sm font-semibold text-text">
              {DEFAULT_MODALITIES.find((m) => m.key === key)?.title}
            </legend>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_8rem]">
              <TextSetting name={modalityField.title(key)} label="Título" maxLength={LIMITS.modalityTitle} />
              <NumberSetting name={modalityField.percent(key)} label="Percentual" unit="%" />
            </div>
            <TextSetting
              className="mt-3"
              name={modalityField.description(key)}
              label="Descrição"
              maxLength={LIMITS.modalityDescription}
              multiline
            />
          </fieldset>
        ))}
      </div>
    </SettingsSection>
  );
}
