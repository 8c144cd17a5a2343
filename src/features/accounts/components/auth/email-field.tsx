"use client";

import { Field } from "~/components/ui/field";

type EmailFieldProps = Omit<React.ComponentProps<typeof Field>, "label" | "type" | "onChange" | "value"> & {
  value: string;
  onValue: (value: string) => void;
  label?: string;
};

/** The e-mail input of the login, recovery and resend forms. */
export function EmailField({ value, onValue, label = "E-mail", ...props }: EmailFieldProps) {
  return (
    <Field
      label={label}
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      value={value}
      onChange={(event) => onValue(event.target.value)}
      required
      {...props}
    />
  );
}
