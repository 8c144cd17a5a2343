import "server-only";
import { safeRedirect } from "./redirect";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { login, revokeSession } from "~/features/accounts/server";
import { env } from "~/env";
import { AppError } from "~/lib/errors";
import { db } from "~/platform/db";
import { clientIp } from "~/platform/request-info";
import { requestSignal } from "./request-signal";

// Secure cookies in production and whenever the site is served over https.
const secureCookies = env.NODE_ENV === "production" || env.NEXTAUTH_URL.startsWith("https://");

// next-auth v4, Credentials + JWT. The JWT only carries the DB session id (`sid`); every request
// checks that session in PostgreSQL (revocation, idle time, seats), see resolveSession.
export const authOptions: NextAuthOptions = {
  secret: env.NEXTAUTH_SECRET,
  session: { strategy: "jwt", maxAge: 30 * 24 * 60 * 60 },
  pages: { signIn: "/" },
  useSecureCookies: secureCookies,
  cookies: {
    // The names session.ts reads; the script-invisible, same-site-only options spelled out.
    sessionToken: {
      name: `${secureCookies ? "__Secure-" : ""}next-auth.session-token`,
      options: { httpOnly: true, sameSite: "lax", path: "/", secure: secureCookies },
    },
  },
  providers: [
    CredentialsProvider({
      name: "E-mail e senha",
      credentials: { email: { type: "email" }, password: { type: "password" } },
      async authorize(credentials, req) {
        const headers = new Headers(req.headers);
        try {
          const { session, user } = await login(db, {
            email: credentials?.email ?? "",
            password: credentials?.password ?? "",
            ip: clientIp(headers, env.TRUSTED_PROXY_HOPS),
            userAgent: headers.get("user-agent"),
            kind: "WEB",
            signal: requestSignal(),
          });
          return { id: user.id, name: user.name, email: user.email, sid: session.id };
        } catch (error) {
          // next-auth passes the thrown message to the client: carry the code and details as JSON.
          if (error instanceof AppError) {
            throw new Error(
              JSON.stringify({ code: error.code, message: error.message, details: error.details ?? null }),
              { cause: error },
            );
          }
          throw error;
        }
      },
    }),
  ],
  callbacks: {
    redirect: ({ url, baseUrl }) => safeRedirect(url, baseUrl),
    jwt({ token, user }) {
      if (user && "sid" in user && typeof user.sid === "string") token.sid = user.sid;
      return token;
    },
    session({ session, token }) {
      return { ...session, sid: token.sid };
    },
  },
  events: {
    async signOut({ token }) {
      if (typeof token?.sid === "string") await revokeSession(db, token.sid);
    },
  },
};
