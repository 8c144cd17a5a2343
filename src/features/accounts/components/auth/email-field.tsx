"use client";

import { Field } from "~/components/ui/field";

type EmailFieldProps = Omit<React.ComponentProps<typeof Field>, "label" | "type"> & { label?: string };

/** The e-mail input of the login, recovery and resend forms. */
export function EmailField({ label = "E-mail", ...props }: EmailFieldProps) {
  return <Field label={label} name="email" type="email" autoComplete="email" inputMode="email" required {...props} />;
}
