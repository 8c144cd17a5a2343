"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, FilePlus2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { toast } from "~/lib/lazy-toast";
import { useTRPC } from "~/trpc/react";

/** "Criar versão com esta opção": one click turns the client's chosen variant into the proposal's next version. */
export function VariantVersionButton({ responseId }: { responseId: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const make = useMutation(
    trpc.proposals.versionFromAnswer.mutationOptions({
      onSuccess: (proposal) => {
        toast.success(
          `Versão ${proposal.currentVersion} criada com a opção do cliente. O link já mostra a nova versão.`,
        );
        void queryClient.invalidateQueries(trpc.proposals.pathFilter());
      },
      onError: (error) => toast.error(error.message),
    }),
  );
  // Once made, the button says so and sends nothing again (the server adds no version for the same
  // option twice either).
  if (make.isSuccess) {
    return (
      <Button size="sm" variant="secondary" disabled data-testid="variant-version">
        <CheckCircle2 className="size-4" aria-hidden /> Versão {make.data.currentVersion} criada
      </Button>
    );
  }
  return (
    <Button
      size="sm"
      onClick={() => make.mutate({ responseId })}
      loading={make.isPending}
      data-testid="variant-version"
    >
      <FilePlus2 className="size-4" aria-hidden /> Criar versão com esta opção
    </Button>
  );
}
