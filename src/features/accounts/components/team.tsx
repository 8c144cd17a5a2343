"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { UserPlus, Users } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";
import { toast } from "~/lib/lazy-toast";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardHeader } from "~/components/ui/card";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { EmptyState } from "~/components/ui/empty-state";
import { LoadingBlock } from "~/components/ui/spinner";
import { useTRPC } from "~/trpc/react";
import { Avatar, ROLE_LABEL } from "~/features/shell/components";

// The add-seller form (react-hook-form) loads when the owner presses "Adicionar".
const AddSellerForm = dynamic(() => import("./add-seller-form").then((m) => m.AddSellerForm), {
  ssr: false,
  loading: () => <LoadingBlock />,
});

/** The owner's list of logins: add and remove SELLER logins. */
export function TeamCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const users = useQuery(trpc.users.list.queryOptions());
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  const remove = useMutation(
    trpc.users.removeSeller.mutationOptions({
      onSuccess: () => {
        toast.success("Vendedor removido. As sessões dele foram encerradas.");
        setRemoving(null);
      },
      onError: (error) => toast.error(error.message),
      onSettled: () => queryClient.invalidateQueries(trpc.users.list.pathFilter()),
    }),
  );

  return (
    <Card>
      <CardHeader
        title="Vendedores"
        description="Logins da sua equipe. Todos compartilham as sessões simultâneas do plano."
        action={
          !adding && (
            <Button size="sm" onClick={() => setAdding(true)}>
              <UserPlus className="size-4" aria-hidden /> Adicionar
            </Button>
          )
        }
      />
      {adding && <AddSellerForm onDone={() => setAdding(false)} />}
      {users.isPending ? (
        <LoadingBlock />
      ) : users.isError ? (
        <p className="px-5 py-4 text-sm text-danger">{users.error.message}</p>
      ) : users.data.length <= 1 ? (
        <EmptyState
          headingLevel={3}
          icon={Users}
          title="Só você por enquanto"
          description="Adicione vendedores para que eles entrem com o próprio e-mail e senha."
          className="m-5"
        />
      ) : (
        <ul className="divide-y divide-border border-t border-border" aria-label="Usuários da conta">
          {users.data.map((member) => (
            <li key={member.id} className="flex items-center gap-3 px-5 py-3.5">
              <Avatar name={member.name} />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{member.name}</p>
                <p className="truncate text-xs text-muted">{member.email}</p>
              </div>
              <Badge tone={member.role === "OWNER" ? "brand" : "neutral"}>
                {ROLE_LABEL[member.role] ?? member.role}
              </Badge>
              {member.role === "SELLER" && (
                <Button variant="ghost" size="sm" onClick={() => setRemoving({ id: member.id, name: member.name })}>
                  Remover
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <Dialog open={removing !== null} onOpenChange={(open) => !open && setRemoving(null)}>
        <DialogContent>
          <DialogTitle className="text-lg font-semibold">Remover {removing?.name}?</DialogTitle>
          <DialogDescription className="mt-2 text-sm text-muted">
            O login é excluído e as sessões abertas dele terminam agora. Esta ação não pode ser desfeita.
          </DialogDescription>
          <div className="mt-6 flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="ghost">Cancelar</Button>
            </DialogClose>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() => removing && remove.mutate({ userId: removing.id })}
            >
              Remover
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
