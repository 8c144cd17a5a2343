"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Download, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "~/lib/lazy-toast";
import { PageContainer, PageHeader } from "~/components/page";
import { Button } from "~/components/ui/button";
import { SubmitButton } from "~/components/ui/submit-button";
import { Card, CardHeader } from "~/components/ui/card";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { DELETE_CONFIRMATION } from "~/features/accounts/limits";
import { useTRPC } from "~/trpc/react";
import { useShell, signOutToLogin, ROLE_LABEL } from "~/features/shell/components";
import { ProfileForms } from "./profile-forms";
import { TeamCard } from "./team";

function Detail({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="px-5 py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-0.5 text-sm font-medium sm:col-span-2 sm:mt-0">{value}</dd>
    </div>
  );
}

function download(filename: string, data: unknown) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement("a"), { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

function ExportData() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    try {
      const data = await queryClient.fetchQuery({ ...trpc.users.exportData.queryOptions(), staleTime: 0 });
      download(`consorcio-pro-meus-dados-${new Date().toISOString().slice(0, 10)}.json`, data);
      toast.success("Arquivo com os seus dados baixado.");
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "Não foi possível exportar os dados.");
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="outline" onClick={run} loading={busy}>
      <Download className="size-4" aria-hidden /> Exportar meus dados
    </Button>
  );
}

function DeleteAccount({ isOwner, accountName }: { isOwner: boolean; accountName: string }) {
  const trpc = useTRPC();
  const [open, setOpen] = useState(false);
  const [confirm, setConfirm] = useState("");
  const remove = useMutation(
    trpc.users.deleteMe.mutationOptions({
      onSuccess: () => {
        toast.success(isOwner ? "Sua conta está sendo excluída. Os dados são apagados em instantes." : "Seu acesso foi excluído.");
        void signOutToLogin();
      },
      onError: (error) => toast.error(error.message),
    }),
  );
  const ready = confirm.trim() === DELETE_CONFIRMATION;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setConfirm("");
      }}
    >
      <Button variant="danger" onClick={() => setOpen(true)}>
        <Trash2 className="size-4" aria-hidden /> {isOwner ? "Excluir a conta" : "Excluir meu acesso"}
      </Button>
      <DialogContent>
        <DialogTitle className="text-lg font-semibold">{isOwner ? `Excluir a conta ${accountName}?` : "Excluir o seu acesso?"}</DialogTitle>
        <DialogDescription className="mt-2 text-sm leading-6 text-muted">
          {isOwner
            ? "Todos os dados da empresa serão apagados: vendedores, sessões, configurações e propostas. Não é possível desfazer."
            : "Seu login e os seus dados serão apagados. As propostas da empresa continuam com o responsável pela conta."}
        </DialogDescription>
        <form
          method="post"
          className="mt-5 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (ready) remove.mutate({ confirm: DELETE_CONFIRMATION });
          }}
        >
          <Field
            label={`Digite ${DELETE_CONFIRMATION} para confirmar`}
            name="confirm"
            autoComplete="off"
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
          />
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="ghost">Cancelar</Button>
            </DialogClose>
            <SubmitButton variant="danger" disabled={!ready} loading={remove.isPending}>
              Excluir definitivamente
            </SubmitButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** /conta: the account, the user's own data (name, phone, password, e-mail), the owner's team, LGPD export and deletion. */
/** /conta; `subscription`: the plan's card (features/billing), right under the page's heading. */
export function AccountScreen({ subscription }: { subscription?: React.ReactNode }) {
  const { user, brand } = useShell();
  const isOwner = user.role === "OWNER";
  return (
    <PageContainer className="max-w-3xl space-y-6">
      <PageHeader title="Minha conta" description="Seus dados de acesso, sua equipe e seus direitos sobre os dados." className="mb-2" />
      {subscription}

      <Card>
        <CardHeader title="Conta" />
        <dl className="divide-y divide-border">
          <Detail label="Papel" value={ROLE_LABEL[user.role] ?? user.role} />
          <Detail label="Empresa" value={brand.name} />
          <Detail label="Plano" value={<span className="capitalize">{user.plan}</span>} />
        </dl>
      </Card>

      <ProfileForms />

      {/* The team is a paid feature (users.list is PAYMENT_REQUIRED unpaid); export and deletion stay. */}
      {isOwner && user.terms && user.active && <TeamCard />}

      <Card>
        <CardHeader
          title="Seus dados (LGPD)"
          description={
            isOwner
              ? "Baixe uma cópia dos dados da conta em JSON: empresa, usuários, configurações, sessões e aceites dos termos."
              : "Baixe uma cópia dos seus dados em JSON: perfil, sessões e aceites dos termos."
          }
        />
        <div className="px-5 py-4">
          <ExportData />
        </div>
      </Card>

      <Card className="border-danger/40">
        <CardHeader
          title="Zona de perigo"
          description={
            isOwner
              ? "Excluir a conta apaga a empresa e o acesso de todos os vendedores."
              : "Excluir o seu acesso apaga o seu login; a conta da empresa continua."
          }
        />
        <div className="px-5 py-4">
          <DeleteAccount isOwner={isOwner} accountName={user.account.name} />
        </div>
      </Card>
    </PageContainer>
  );
}
