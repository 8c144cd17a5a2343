import {
  alertsFor,
  markAlertsToasted,
  markClientAlertsSeen,
  getClient,
  listClients,
  addNote,
  createClient,
  eraseClient,
  logContact,
  reassignClient,
  setNextContact,
  updateClient,
  setClientStatus,
  noticePrefs,
  setNoticePrefs,
  saveTemplates,
  templatesFor,
  todayFor,
  badgeFor,
  exportClientData,
  exportClientsCsv,
  importClients,
  importStatus,
} from "~/features/clients/server";
import {
  templatesSchema,
  alertIdsSchema,
  alertsSchema,
  noticesSchema,
  templatesOutputSchema,
  clientDetailSchema,
  clientFieldsSchema,
  clientIdSchema,
  clientListSchema,
  contactSchema,
  csvExportSchema,
  eraseSchema,
  importIdSchema,
  importPreviewSchema,
  importSchema,
  importStatusSchema,
  listClientsSchema,
  nextContactSchema,
  noteSchema,
  reassignSchema,
  setStatusSchema,
  todaySchema,
  badgeSchema,
  updateClientSchema,
} from "~/features/clients";
import { inAccountSlot } from "~/lib/account-slots";
import * as z from "zod";
import { syncOutput } from "../sync-output";
import { activeProcedure, createTRPCRouter, ownerProcedure } from "../trpc";

const ok = z.object({ ok: z.literal(true) });
const idOut = z.object({ id: z.string() });

export const clientsRouter = createTRPCRouter({
  list: activeProcedure
    .input(listClientsSchema)
    .output(clientListSchema)
    .query(({ ctx, input }) => listClients(ctx.db, ctx.session, input)),
  get: activeProcedure
    .input(clientIdSchema)
    .output(clientDetailSchema)
    .query(({ ctx, input }) => getClient(ctx.db, ctx.session, input.id)),
  today: activeProcedure.output(todaySchema).query(({ ctx }) => todayFor(ctx.db, ctx.session)),
  /** The navigation's "Carteira" badge: contacts due, new answers, first opens. */
  badge: activeProcedure.output(badgeSchema).query(({ ctx }) => badgeFor(ctx.db, ctx.session)),
  create: activeProcedure
    .input(clientFieldsSchema)
    .output(idOut)
    .mutation(async ({ ctx, input }) => ({ id: await createClient(ctx.db, ctx.session, input) })),
  update: activeProcedure
    .input(updateClientSchema)
    .output(ok)
    .mutation(async ({ ctx, input: { id, ...fields } }) => {
      await updateClient(ctx.db, ctx.session, id, fields);
      return { ok: true as const };
    }),
  setStatus: activeProcedure
    .input(setStatusSchema)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await setClientStatus(ctx.db, ctx.session, input.id, input.status, input.lostReason);
      return { ok: true as const };
    }),
  setNextContact: activeProcedure
    .input(nextContactSchema)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await setNextContact(ctx.db, ctx.session, input.id, input.nextContactOn);
      return { ok: true as const };
    }),
  addNote: activeProcedure
    .input(noteSchema)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await addNote(ctx.db, ctx.session, input.id, input.text);
      return { ok: true as const };
    }),
  /** WhatsApp, a call or an e-mail opened from the app (the timeline, and "contacted" for the hot list). */
  logContact: activeProcedure
    .input(contactSchema)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await logContact(ctx.db, ctx.session, input.id, input.kind, input.proposalId);
      return { ok: true as const };
    }),
  reassign: ownerProcedure
    .input(reassignSchema)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await reassignClient(ctx.db, ctx.session, input.id, input.sellerId);
      return { ok: true as const };
    }),
  import: activeProcedure
    .input(importSchema)
    .output(syncOutput(importPreviewSchema))
    .mutation(({ ctx, input }) => importClients(ctx.db, ctx.session, input.fileBase64, input.confirm)),
  /** A confirmed import's progress (the worker writes it in batches). */
  importStatus: activeProcedure
    .input(importIdSchema)
    .output(importStatusSchema)
    .query(({ ctx, input }) => importStatus(ctx.db, ctx.session, input.id)),
  export: activeProcedure
    .output(csvExportSchema)
    .query(({ ctx }) => inAccountSlot(ctx.session.account.id, () => exportClientsCsv(ctx.db, ctx.session))),
  exportData: activeProcedure
    .input(clientIdSchema)
    .output(z.object({ filename: z.string(), json: z.string() }))
    .query(({ ctx, input }) => exportClientData(ctx.db, ctx.session, input.id)),
  erase: ownerProcedure
    .input(eraseSchema)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await eraseClient(ctx.db, ctx.session, input.id);
      return { ok: true as const };
    }),
  /** First-open alerts: the menu's badge and the toasts of the next page. */
  alerts: activeProcedure.output(alertsSchema).query(({ ctx }) => alertsFor(ctx.db, ctx.session)),
  alertsShown: activeProcedure
    .input(alertIdsSchema)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await markAlertsToasted(ctx.db, ctx.session, input.ids);
      return { ok: true as const };
    }),
  seeAlerts: activeProcedure
    .input(clientIdSchema)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await markClientAlertsSeen(ctx.db, ctx.session, input.id);
      return { ok: true as const };
    }),
  /** The viewer's own e-mail switches: first-open alert and morning digest. */
  notices: activeProcedure.output(noticesSchema).query(({ ctx }) => noticePrefs(ctx.db, ctx.session.user.id)),
  setNotices: activeProcedure
    .input(noticesSchema)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await setNoticePrefs(ctx.db, ctx.session.user.id, input);
      return { ok: true as const };
    }),
  templates: activeProcedure
    .output(templatesOutputSchema)
    .query(({ ctx }) => templatesFor(ctx.db, ctx.session.account.id)),
  saveTemplates: ownerProcedure
    .input(templatesSchema)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await saveTemplates(ctx.db, ctx.session.account.id, input);
      return { ok: true as const };
    }),
});
