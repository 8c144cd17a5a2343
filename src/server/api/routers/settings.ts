import { assertSettingsEditor, settingsUpdateSchema } from "~/features/settings";
import { getSettings, getSimulatorDefaults, updateSettings } from "~/features/settings/server";
import { settingsOutput, simulatorDefaultsOutput } from "../outputs";
import { activeProcedure, createTRPCRouter } from "../trpc";

/** Settings change the account's brand and defaults: its owner only (sellers read them). */
export const settingsEditor = activeProcedure.use(({ ctx, next }) => {
  assertSettingsEditor(ctx.session);
  return next({ ctx });
});

export const settingsRouter = createTRPCRouter({
  /** The account's settings in the spec's field names (branding, WhatsApp, both simulators, modalities). */
  get: activeProcedure.output(settingsOutput).query(({ ctx }) => getSettings(ctx.db, ctx.account.id)),
  /** Any subset of get's fields; per-field pt-BR messages; nothing is saved when one is refused. */
  update: settingsEditor
    .input(settingsUpdateSchema)
    .output(settingsOutput)
    .mutation(({ ctx, input }) => updateSettings(ctx.db, ctx.account.id, input)),
  /** The simulators' starting parameters and the six modalities, engine-ready. */
  simulatorDefaults: activeProcedure
    .output(simulatorDefaultsOutput)
    .query(({ ctx }) => getSimulatorDefaults(ctx.db, ctx.account.id)),
});
