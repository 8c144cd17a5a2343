"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { toast } from "~/lib/lazy-toast";
import { formErrorOf } from "~/components/form-errors";
import { setServerErrors } from "~/components/forms";
import { lazyResolver } from "~/components/lazy-resolver";
import { Button } from "~/components/ui/button";
import { SubmitButton } from "~/components/ui/submit-button";
import { Field } from "~/components/ui/field";
import { PASSWORD_MIN } from "~/features/accounts/limits";
import { useTRPC } from "~/trpc/react";
import type { AddSellerFormValues } from "./auth/resolvers";

// Opened from the team card's "Adicionar" (loaded then, with react-hook-form: /conta's first load
// stays within its budget).
const EMPTY_SELLER: AddSellerFormValues = { name: "", email: "", password: "" };
const resolver = lazyResolver(() => import("./auth/resolvers").then((m) => m.addSellerResolver));

export function AddSellerForm({ onDone }: { onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<AddSellerFormValues>({
    resolver,
    defaultValues: EMPTY_SELLER,
  });
  const add = useMutation(
    trpc.users.addSeller.mutationOptions({
      onSuccess: (seller) => {
        toast.success(`${seller.name} já pode entrar com o e-mail ${seller.email}.`);
        reset(EMPTY_SELLER);
        onDone();
      },
      onError: (error) => setServerErrors(setError, error),
      onSettled: () => queryClient.invalidateQueries(trpc.users.list.pathFilter()),
    }),
  );
  // What no field took (the seat cap, a lost connection) shows under the fields.
  const formError = formErrorOf(add.error);
  return (
    <form
      method="post"
      noValidate
      className="grid gap-4 border-t border-border px-5 py-5 sm:grid-cols-3"
      onFocusCapture={resolver.preload}
      onSubmit={handleSubmit((input) => add.mutate(input))}
      aria-label="Adicionar vendedor"
    >
      <Field label="Nome" autoComplete="off" {...register("name")} error={errors.name?.message} required />
      <Field
        label="E-mail"
        type="email"
        autoComplete="off"
        {...register("email")}
        error={errors.email?.message}
        required
      />
      <Field
        label="Senha inicial"
        type="password"
        autoComplete="new-password"
        {...register("password")}
        error={errors.password?.message}
        hint={`Mínimo de ${PASSWORD_MIN} caracteres.`}
        required
      />
      {formError && <p className="text-sm text-danger sm:col-span-3">{formError}</p>}
      <div className="flex justify-end gap-2 sm:col-span-3">
        <Button variant="ghost" onClick={onDone}>
          Cancelar
        </Button>
        <SubmitButton loading={add.isPending}>Adicionar vendedor</SubmitButton>
      </div>
    </form>
  );
}
