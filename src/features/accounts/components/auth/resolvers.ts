import { zodResolver } from "@hookform/resolvers/zod";
import * as z from "zod";
import { withPasswordConfirmation } from "~/components/forms";
import {
  addSellerSchema,
  credentialsSchema,
  emailOnlySchema,
  newPasswordSchema,
  signUpSchema,
} from "~/features/accounts/schema";

/*
 * The account forms' resolvers: the procedures' own zod schemas, plus what only a form has (the
 * password confirmation, unticked boxes). Loaded lazily by each form (lazyResolver), so the auth
 * pages ship no zod in their first load.
 */

const signUpFormSchema = signUpSchema.extend({
  adult: z.boolean().pipe(signUpSchema.shape.adult),
  acceptTerms: z.boolean().pipe(signUpSchema.shape.acceptTerms),
  confirm: z.string(),
});
export type SignUpFormValues = z.input<typeof signUpFormSchema>;
export type SignUpFormOutput = z.output<typeof signUpFormSchema>;
export const signUpResolver = withPasswordConfirmation(zodResolver(signUpFormSchema), "password", "confirm");

export const emailOnlyResolver = zodResolver(emailOnlySchema);

// The login form checks only that both fields are filled in: the server says whether they match.
export type LoginFormValues = z.input<typeof credentialsSchema>;
export const loginResolver = zodResolver(credentialsSchema);

const resetPasswordFormSchema = z.object({ password: newPasswordSchema, confirm: z.string() });
export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>;
export const resetPasswordResolver = withPasswordConfirmation(
  zodResolver(resetPasswordFormSchema),
  "password",
  "confirm",
);

export type AddSellerFormValues = z.input<typeof addSellerSchema>;
export const addSellerResolver = zodResolver(addSellerSchema);
