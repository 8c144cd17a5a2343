"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { Download, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "~/lib/lazy-toast";
import { PageContainer, PageHeader } from "~/components/page";
import { Button, buttonClasses } from "~/components/ui/button";
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

/** The LGPD export runs as a job: request it, poll its progress, then offer the file's link. */
function ExportData() {
  const trpc = useTRPC();
  const [exportId, setExportId] = useState<string | null>(null);
  const request = useMutation(
    trpc.users.requestExport.mutationOptions({
      onSuccess: (row) => setExportId(row.id),
      onError: (error) => toast.error(error.message || "Não foi possível pedir a exportação."),
    }),
  );
  const status = useQuery({
    ...trpc.users.exportStatus.queryOptions({ id: exportId ?? "" }),
    enabled: exportId !== null,
    refetchInterval: (query) =>
      query.state.data && ["done", "failed"].includes(query.state.data.status) ? false : 1500,
  });
  const row = status.data;
  useEffect(() => {
    if (row?.status === "failed") toast.error("A exportação não terminou. Tente de novo em alguns minutos.");
    if (status.error) toast.error(status.error.message || "Não foi possível acompanhar a exportação.");
  }, [row?.status, status.error]);
  if (row?.status === "done") {
    return (
      <a className={buttonClasses({ variant: "outline" })} href={`/api/users/export/${row.id}`} download>
        <Download className="size-4" aria-hidden /> Baixar meus dados
      </a>
    );
  }
  const working = request.isPending || (exportId !== null && row?.status !== "failed" && !status.error);
  return (
    <div className="flex flex-col items-start gap-2">
      <Button variant="outline" onClick={() => request.mutate()} loading={working}>
        <Download className="size-4" aria-hidden /> Exportar meus dados
      </Button>
      {working && (
        <p className="text-sm text-muted" role="status">
          Preparando sua exportação… {row && row.total > 0 ? `${row.processed} de ${row.total}` : ""}
        </p>
      )}
    </div>
  );
}

function DeleteAccount({ isOwner, accountName }: { isOwner: boolean; accountName: string }) {
  const trpc = useTRPC();
  const [open, setOpen] = useState(false);
  const [confirm, setConfirm] = useState("");
  const remove = useMutation(
    trpc.users.deleteMe.mutationOptions({
      onSuccess: () => {
        toast.success(
          isOwner ? "Sua conta está sendo excluída. Os dados são apagados em instantes." : "Seu acesso foi excluído.",
        );
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
        <DialogTitle className="text-lg font-semibold">
          {isOwner ? `Excluir a conta ${accountName}?` : "Excluir o seu acesso?"}
        </DialogTitle>
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
      <PageHeader
        title="Minha conta"
        description="Seus dados de acesso, sua equipe e seus direitos sobre os dados."
        className="mb-2"
      />
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
