"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "~/lib/lazy-toast";
import { useTRPC } from "~/trpc/react";

/** clients.setStatus with the list, the board and the client page refreshed after it. */
export function useSetClientStatus() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.clients.setStatus.mutationOptions({
      // The client's open answers follow the stage (pipeline.ts): "Propostas de clientes" reads again too.
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries(trpc.clients.pathFilter()),
          queryClient.invalidateQueries(trpc.proposals.responses.queryFilter()),
        ]),
      onError: (error) => toast.error(error.message),
    }),
  );
}
