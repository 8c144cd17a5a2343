import { adminRouter } from "./routers/admin";
import { authRouter } from "./routers/auth";
import { clientsRouter } from "./routers/clients";
import { bcbRouter } from "./routers/bcb";
import { groupsRouter } from "./routers/groups";
import { paymentsRouter } from "./routers/payments";
import { proposalsRouter } from "./routers/proposals";
import { ratesRouter } from "./routers/rates";
import { settingsRouter } from "./routers/settings";
import { uploadsRouter } from "./routers/uploads";
import { usersRouter } from "./routers/users";
import { createCallerFactory, createTRPCRouter } from "./trpc";

export const appRouter = createTRPCRouter({
  auth: authRouter,
  users: usersRouter,
  settings: settingsRouter,
  uploads: uploadsRouter,
  proposals: proposalsRouter,
  clients: clientsRouter,
  groups: groupsRouter,
  bcb: bcbRouter,
  payments: paymentsRouter,
  rates: ratesRouter,
  admin: adminRouter,
});

// The browser client's hooks learn the router's type from here (src/trpc/app-router.ts).
declare module "~/trpc/app-router" {
  interface RegisteredRouter {
    appRouter: typeof appRouter;
  }
}

export const createCaller = createCallerFactory(appRouter);
