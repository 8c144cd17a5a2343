import {
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  set,
  type UseFormSetError,
} from "react-hook-form";
import { fieldErrorsOf } from "./form-errors";

// Glue between react-hook-form and the server's errors: forms validate with the same zod schema as
// the procedure (zodResolver), and whatever the server still refuses lands beside its field.

/** Puts the tRPC error's field messages (zod's, or an AppError's details.field) on the form's fields. */
export function setServerErrors<T extends FieldValues>(setError: UseFormSetError<T>, error: unknown) {
  for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
    setError(field as Path<T>, { type: "server", message });
  }
}

/** Adds "As senhas não conferem." on `confirm` to a resolver, whatever else it found. */
export function withPasswordConfirmation<T extends FieldValues, C, O>(
  resolver: Resolver<T, C, O>,
  password: Path<T>,
  confirm: Path<T>,
): Resolver<T, C, O> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const record: FieldValues = values;
    if (record[password] === record[confirm]) return result;
    const errors: FieldErrors<T> = {};
    Object.assign(errors, result.errors);
    set(errors, confirm, { type: "validate", message: "As senhas não conferem." });
    return { values: {}, errors };
  };
}
