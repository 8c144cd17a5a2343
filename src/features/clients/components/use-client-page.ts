"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { toast } from "~/lib/lazy-toast";
import { useShell } from "~/features/shell/components";
import { useTRPC } from "~/trpc/react";
import type { ContactKind } from "../status";
import type { ClientFields } from "../schema";

/**
 * The client page's data: the client, the team (owner only), the page's mutations and its two local
 * states (the edit form open, the note being typed). Opening the page takes the client's first-open
 * alerts off the menu's badge.
 */
export function useClientPage(id: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { user } = useShell();
  const query = useQuery(trpc.clients.get.queryOptions({ id }));
  const team = useQuery({ ...trpc.users.list.queryOptions(), enabled: user.role === "OWNER" });
  const invalidate = () => queryClient.invalidateQueries(trpc.clients.pathFilter());
  const refresh = { onSuccess: invalidate, onError: (e: { message: string }) => toast.error(e.message) };
  const logContact = useMutation(trpc.clients.logContact.mutationOptions(refresh));
  const setNext = useMutation(trpc.clients.setNextContact.mutationOptions(refresh));
  const addNote = useMutation(trpc.clients.addNote.mutationOptions(refresh));
  const reassign = useMutation(trpc.clients.reassign.mutationOptions(refresh));
  const update = useMutation(trpc.clients.update.mutationOptions({ onSuccess: invalidate }));
  const [editing, setEditing] = useState(false);
  const [note, setNote] = useState("");
  const seeAlerts = useMutation(
    trpc.clients.seeAlerts.mutationOptions({
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries(trpc.clients.alerts.queryFilter()),
          queryClient.invalidateQueries(trpc.clients.badge.queryFilter()),
        ]),
    }),
  );
  const { mutate: markSeen } = seeAlerts;
  useEffect(() => markSeen({ id }), [id, markSeen]);
  const client = query.data;

  return {
    client,
    /** While the client is not there: the query's error, or null (still loading). */
    problem: query.isError ? query.error.message : null,
    role: user.role,
    team: team.data ?? null,
    editing,
    setEditing,
    note,
    setNote,
    savingFields: update.isPending,
    savingNote: addNote.isPending,
    logContact: (kind: ContactKind) =>
      logContact.mutate({ id, kind, proposalId: kind === "whatsapp" ? client?.proposals[0]?.id : undefined }),
    setNextContact: (nextContactOn: string | null) => setNext.mutate({ id, nextContactOn }),
    reassign: (sellerId: string) => reassign.mutate({ id, sellerId }),
    saveNote: () => {
      if (note.trim()) addNote.mutate({ id, text: note }, { onSuccess: () => setNote("") });
    },
    saveFields: async (fields: ClientFields) => {
      // The next contact date has its own control: the form keeps the current one.
      await update.mutateAsync({ ...fields, id, nextContactOn: client?.nextContactOn ?? null });
      setEditing(false);
      toast.success("Dados do cliente salvos.");
    },
  };
}

export type ClientPageState = ReturnType<typeof useClientPage>;
