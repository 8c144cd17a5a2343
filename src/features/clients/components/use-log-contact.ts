"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "~/trpc/react";
import type { ContactKind } from "../status";

/**
 * Puts a WhatsApp message, call or e-mail opened from the app on the client's timeline
 * (`clients.logContact`), wherever the button is: client page, proposal list, generator, answers.
 * Best effort: a client the viewer cannot see (NOT_FOUND) leaves the button working and logs nothing.
 */
export function useLogContact() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { mutate } = useMutation(
    trpc.clients.logContact.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(trpc.clients.pathFilter()),
    }),
  );
  return (clientId: string, kind: ContactKind, proposalId?: string) => mutate({ id: clientId, kind, proposalId });
}
