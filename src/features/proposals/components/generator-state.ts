"use client";

import { useMutation } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { toast } from "~/lib/lazy-toast";
import { fieldErrorsOf, formErrorOf } from "~/components/form-errors";
import { canonicalJson } from "~/lib/canonical-json";
import { DEFAULT_SECTIONS, type Sections } from "~/features/settings";
import type { PickedClient } from "~/features/clients/components";
import type { ParamsOf, SimulatorKind } from "~/features/simulators";
import { useSimulatorDefaults } from "~/features/simulators/components";
import { useTRPC } from "~/trpc/react";
import type { ProposalDetail } from "../document/schema";
import type { ClientDraft } from "./client-fields";
import { limitsDraftOf, limitsFromDraft } from "./explore-limits-fields";
import { clientOf, initialGroup, paramsProblemMessage, savedMessage } from "./generator-decisions";

/** What the save button hands over: the kind's valid parameters, or null and why not. */
type Simulation = { kind: "imovel"; params: ParamsOf<"imovel"> } | { kind: "veiculo"; params: ParamsOf<"veiculo"> };

/** The generator's form: client, kind, group, limits, sections, the save and what it answered. */
export function useGeneratorForm({
  initialKind,
  editing,
  onSaved,
}: {
  initialKind: SimulatorKind;
  editing: ProposalDetail | undefined;
  onSaved: () => void;
}) {
  const trpc = useTRPC();
  const [kind, setKind] = useState<SimulatorKind>(initialKind);
  const [client, setClient] = useState<ClientDraft>(() => clientOf(editing));
  const [clientId, setClientId] = useState<string | null>(null);
  const pickClient = useCallback((picked: PickedClient | null) => {
    setClientId(picked?.id ?? null);
    if (picked) setClient({ name: picked.name, phone: picked.phone, email: picked.email, document: picked.document });
  }, []);
  const [group, setGroup] = useState(() => initialGroup(editing));
  const [limits, setLimits] = useState(() => limitsDraftOf(editing?.snapshot.inputs.explore));
  // A new proposal's switches follow the seller's defaults for the kind (settings) until the seller
  // flips one; an edit starts from the proposal's own.
  const sellerSections = useSimulatorDefaults().data?.sections[kind];
  const [chosenSections, setSections] = useState<Sections | null>(editing?.snapshot.inputs.sections ?? null);
  const sections = chosenSections ?? sellerSections ?? DEFAULT_SECTIONS;
  const [saved, setSaved] = useState<ProposalDetail | null>(null);
  const [paramsError, setParamsError] = useState<string | null>(null);

  // What the form was at the last successful save: the button says "Salva" until it changes. The
  // server keys a create by its content too, so a repeat that slips through gets the same proposal.
  const [savedSignature, setSavedSignature] = useState<string | null>(null);
  const formSignature = canonicalJson({ kind, client, clientId, group, limits, sections });
  const options = {
    onSuccess: (proposal: ProposalDetail) => {
      setSaved(proposal);
      onSaved();
      toast.success(savedMessage(Boolean(editing), proposal.currentVersion));
    },
  };
  const create = useMutation(trpc.proposals.create.mutationOptions(options));
  const update = useMutation(trpc.proposals.update.mutationOptions(options));
  const mutation = editing ? update : create;

  function save(simulation: Simulation | null, problem: string | undefined, signature: string) {
    if (!simulation) {
      setParamsError(paramsProblemMessage(problem));
      return;
    }
    setParamsError(null);
    // Not loaded yet (or failed): leave them out, and the server applies the seller's defaults.
    const draft = {
      client,
      group,
      explore: limitsFromDraft(limits),
      sections: chosenSections ?? sellerSections,
      simulation,
    };
    const done = { onSuccess: () => setSavedSignature(signature) };
    if (editing) update.mutate({ id: editing.id, ...draft }, done);
    else create.mutate({ ...draft, clientId: clientId ?? undefined }, done);
  }

  return {
    kind,
    setKind,
    client,
    setClient,
    clientId,
    pickClient,
    group,
    setGroup,
    limits,
    setLimits,
    sections,
    setSections,
    saved,
    closeSaved: () => setSaved(null),
    errors: fieldErrorsOf(mutation.error),
    problem: paramsError ?? formErrorOf(mutation.error),
    pending: mutation.isPending,
    formSignature,
    savedSignature,
    save,
  };
}

export type GeneratorFormState = ReturnType<typeof useGeneratorForm>;
