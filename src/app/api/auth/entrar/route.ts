import { formLogin } from "~/server/auth/form-login";

/** The sign-in form's plain POST (e-mail, password), for a page whose script has not run: 303 into the app. */
export const POST = formLogin;
