// Inputs of the auth and users procedures, shared by the forms (sign-up, login, reset) and the
// server. Messages are pt-BR; the error formatter hands them to the UI per field.
import * as z from "zod";
import "~/lib/zod-locale"; // pt-BR messages wherever these schemas parse, browser included
import { plainText } from "~/lib/control-chars";
import { documentKind, normaliseDocument } from "./document";

import { COMPANY_NAME_MAX, DELETE_CONFIRMATION, PASSWORD_MAX, PASSWORD_MIN } from "./limits";

export { DELETE_CONFIRMATION, PASSWORD_MAX, PASSWORD_MIN };

/** The limit bcrypt (the former hash) imposed, kept so every password works the same under either hash. */
export const PASSWORD_MAX_BYTES = 72;

export function utf8Length(value: string): number {
  return new TextEncoder().encode(value).length;
}

export const emailSchema = z
  .string({ error: "Informe seu e-mail." })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: "Informe um e-mail válido." }).max(254, { error: "E-mail longo demais." }));

export const newPasswordSchema = z
  .string({ error: "Informe uma senha." })
  .min(PASSWORD_MIN, { error: `A senha deve ter pelo menos ${PASSWORD_MIN} caracteres.` })
  .refine((value) => utf8Length(value) <= PASSWORD_MAX_BYTES, {
    error: `A senha deve ter no máximo ${PASSWORD_MAX_BYTES} bytes (${PASSWORD_MAX_BYTES} letras sem acento; letras acentuadas e símbolos contam mais).`,
  });

/** Typing a password to sign in: no length rule beyond a sane cap (old passwords stay valid). */
export const passwordSchema = z
  .string({ error: "Informe sua senha." })
  .min(1, { error: "Informe sua senha." })
  .max(PASSWORD_MAX, { error: "Senha inválida." });

export const personNameSchema = z
  .string({ error: "Informe o nome." })
  .trim()
  .min(2, { error: "Informe o nome completo." })
  .max(120, { error: "Nome longo demais." })
  .superRefine(plainText());

/** CPF or CNPJ with or without mask; the output is the bare number (digits, or the alphanumeric CNPJ). */
export const documentSchema = z
  .string({ error: "Informe o CPF ou CNPJ." })
  .refine((value) => documentKind(value) !== null, { error: "CPF ou CNPJ inválido. Confira os números." })
  .transform(normaliseDocument);

export const signUpSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  businessName: z
    .string({ error: "Informe o nome do seu negócio." })
    .trim()
    .min(2, { error: "Informe o nome do seu negócio." })
    .max(COMPANY_NAME_MAX, { error: `O nome do negócio pode ter no máximo ${COMPANY_NAME_MAX} caracteres.` })
    .superRefine(plainText()),
  document: documentSchema,
  adult: z.literal(true, { error: "É preciso declarar que você tem 18 anos ou mais." }),
  acceptTerms: z.literal(true, { error: "É preciso aceitar os Termos de Uso e a Política de Privacidade." }),
});

export const credentialsSchema = z.object({ email: emailSchema, password: passwordSchema });

/** Links in the e-mails carry a random base64url token. */
export const tokenSchema = z.object({
  token: z
    .string({ error: "Link inválido." })
    .min(16, { error: "Link inválido." })
    .max(200, { error: "Link inválido." }),
});

export const emailOnlySchema = z.object({ email: emailSchema });

export const resetPasswordSchema = tokenSchema.extend({ password: newPasswordSchema });

export const sessionIdSchema = z.object({ sessionId: z.string().min(1).max(100) });

export const endSessionWithCredentialsSchema = credentialsSchema.extend(sessionIdSchema.shape);

export const addSellerSchema = z.object({ name: personNameSchema, email: emailSchema, password: newPasswordSchema });

/** /conta: the user's own name and phone (optional; the proposals' phone rule). */
export const profileSchema = z.object({
  name: personNameSchema,
  // Brazilian, with DDD, as a proposal's client phone; stored as national digits; empty clears it.
  phone: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ?? "").replace(/\D/g, ""))
    .refine((d) => d === "" || /^(55)?[1-9]{2}9?\d{8}$/.test(d), {
      error: "Informe o telefone com DDD, por exemplo (11) 98765-4321.",
    })
    .transform((d) => (d ? d.replace(/^55(?=\d{10,11}$)/, "") : null)),
});
export const changePasswordSchema = z.object({ currentPassword: passwordSchema, password: newPasswordSchema });
export const changeEmailSchema = z.object({ email: emailSchema, currentPassword: passwordSchema });

export const userIdSchema = z.object({ userId: z.string().min(1).max(100) });

export const themeSchema = z.object({
  theme: z.enum(["dark", "light", "system"], { error: "Tema inválido." }),
});

export const deleteMeSchema = z.object({
  confirm: z.literal(DELETE_CONFIRMATION, { error: `Digite ${DELETE_CONFIRMATION} para confirmar.` }),
});
