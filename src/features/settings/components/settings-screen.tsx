"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Save } from "lucide-react";
import dynamic from "next/dynamic";
import { FormProvider, useForm, type FieldPath } from "react-hook-form";
import { toast } from "~/lib/lazy-toast";
import { PageHeader } from "~/components/page";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { fieldErrorsOf } from "~/components/form-errors";
import { lazyResolver } from "~/components/lazy-resolver";
import { useShell } from "~/features/shell/components";
import { useTRPC } from "~/trpc/react";
import { LIMITS } from "../fields";
import { maskPhone } from "~/lib/input-mask";
import { maskCnpj } from "~/features/accounts";
import type { SettingsAnswer, SettingsUpdate, SettingsUpdateInput } from "../schema";
import { BrandSection } from "./brand-section";
import { SettingsSection, TextSetting } from "./form-parts";

// The simulation defaults and the modalities sit below the brand: loaded after it, out of the
// page's first load (their fields keep the form's values until they mount).
const SimulationSection = dynamic(() => import("./simulation-section").then((m) => m.SimulationSection));
const ModalitiesSection = dynamic(() => import("./simulation-section").then((m) => m.ModalitiesSection));

// settings.update's own schema, loaded after the page (zod stays out of the editor's first load).
const resolver = lazyResolver(() => import("./resolver").then((m) => m.settingsResolver));

/** The answer as the form shows it: the stored WhatsApp digits in their pt-BR shape. */
function formValues(answer: SettingsAnswer): SettingsUpdateInput {
  return { ...answer, whatsapp: answer.whatsapp ? maskPhone(answer.whatsapp) : answer.whatsapp } as SettingsUpdateInput;
}

function SettingsForm({ initial, readOnly }: { initial: SettingsAnswer; readOnly: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<SettingsUpdateInput, unknown, SettingsUpdate>({
    resolver,
    defaultValues: formValues(initial),
    mode: "onChange",
  });
  const save = useMutation(
    trpc.settings.update.mutationOptions({
      onSuccess: (saved) => {
        form.reset(formValues(saved));
        toast.success("Configurações salvas.");
      },
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        for (const [path, message] of Object.entries(fields)) {
          form.setError(path as FieldPath<SettingsUpdateInput>, { type: "server", message });
        }
        toast.error(Object.keys(fields).length > 0 ? "Revise os campos destacados: nada foi salvo." : error.message);
      },
      onSettled: () =>
        Promise.all([
          queryClient.invalidateQueries(trpc.settings.pathFilter()),
          queryClient.invalidateQueries(trpc.auth.pathFilter()),
        ]),
    }),
  );

  return (
    <FormProvider {...form}>
      <form
        method="post"
        noValidate
        aria-label="Configurações gerais"
        onFocusCapture={resolver.preload}
        onSubmit={form.handleSubmit(
          (values) => save.mutate(values),
          () => toast.error("Revise os campos destacados: nada foi salvo."),
        )}
        className="space-y-6"
      >
        <fieldset disabled={readOnly} className="min-w-0 space-y-6">
          <BrandSection readOnly={readOnly} />
          <SettingsSection
            id="contato"
            title="Contato"
            description="O número do botão de WhatsApp nas propostas que o seu cliente abre."
            onRestore={() => form.setValue("whatsapp", "", { shouldDirty: true, shouldValidate: true })}
            readOnly={readOnly}
          >
            <TextSetting
              name="whatsapp"
              label="WhatsApp"
              mask={maskPhone}
              inputMode="tel"
              placeholder="(11) 98765-4321"
              hint="Com DDD. Deixe em branco para não mostrar o botão."
              className="max-w-sm"
            />
          </SettingsSection>
          <SettingsSection
            id="administradora"
            title="Administradora"
            description="A administradora do consórcio que você representa: nome e CNPJ aparecem nas informações obrigatórias de cada proposta."
            onRestore={() => {
              form.setValue("administradora_nome", "", { shouldDirty: true, shouldValidate: true });
              form.setValue("administradora_cnpj", "", { shouldDirty: true, shouldValidate: true });
            }}
            readOnly={readOnly}
          >
            <TextSetting
              name="administradora_nome"
              label="Nome da administradora"
              placeholder="Administradora de Consórcios S.A."
              className="max-w-md"
            />
            <TextSetting
              name="administradora_cnpj"
              label="CNPJ da administradora"
              placeholder="12.345.678/0001-95"
              className="max-w-sm"
              mask={maskCnpj}
            />
          </SettingsSection>
          <SimulationSection kind="imovel" readOnly={readOnly} />
          <SimulationSection kind="veiculo" readOnly={readOnly} />
          <ModalitiesSection readOnly={readOnly} />
        </fieldset>
        {!readOnly && (
          // Right-aligned and only as wide as its contents, so the fixed help button (bottom-left) stays clear.
          <div className="sticky-action z-10 ml-auto flex w-fit items-center gap-2 rounded-xl border border-border bg-surface/95 px-3 py-2.5 shadow-sm backdrop-blur sm:gap-3 sm:px-4">
            <p className="hidden text-sm text-muted sm:block" aria-live="polite">
              {form.formState.isDirty ? "Há alterações não salvas." : "Tudo salvo."}
            </p>
            <Button
              type="button"
              variant="ghost"
              disabled={!form.formState.isDirty || save.isPending}
              onClick={() => form.reset()}
            >
              Descartar
            </Button>
            <Button type="submit" loading={save.isPending} disabled={!form.formState.isDirty}>
              <Save className="size-4" aria-hidden /> Salvar alterações
            </Button>
          </div>
        )}
      </form>
    </FormProvider>
  );
}

/** /propostas/config (configurações > Gerais). Sellers see the account's settings read-only. */
export function SettingsScreen() {
  const trpc = useTRPC();
  const { user } = useShell();
  const settings = useQuery(trpc.settings.get.queryOptions());
  const readOnly = user.role === "SELLER";
  return (
    <div className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader
        eyebrow="Configurações"
        title="Configurações gerais"
        description={`Sua marca, o WhatsApp, os valores padrão de cada simulador e as modalidades. Nome até ${LIMITS.name} caracteres.`}
      />
      {readOnly && (
        <p className="mb-6 rounded-lg border border-border bg-surface-2 px-4 py-3 text-sm text-muted">
          Apenas o titular da conta pode alterar as configurações. Você pode consultá-las aqui.
        </p>
      )}
      {settings.data ? (
        <SettingsForm initial={settings.data} readOnly={readOnly} />
      ) : settings.error ? (
        <p role="alert" className="text-sm text-danger">
          Não foi possível carregar as configurações. Recarregue a página.
        </p>
      ) : (
        <div className="flex justify-center py-16">
          <Spinner />
        </div>
      )}
    </div>
  );
}
