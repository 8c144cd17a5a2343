import type { AnyTRPCRouter } from "@trpc/server";

/*
 * The server's router type, as the browser client knows it. The router is built above the features
 * (src/server/api/root.ts, from every feature's procedures) while the client hooks sit below them,
 * so the client cannot import it without an import that runs back up through the features. Instead
 * the router registers its type here (`declare module "~/trpc/app-router"` in root.ts), the way
 * TanStack Router's `Register` works: the type flows down, the import points down.
 */

// Filled by declaration merging in src/server/api/root.ts; empty until then.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RegisteredRouter {}

/** The app's tRPC router type (src/server/api/root.ts's `appRouter`). */
export type AppRouter = RegisteredRouter extends { appRouter: infer Router extends AnyTRPCRouter } ? Router : never;
