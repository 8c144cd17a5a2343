import { json, restHandler } from "~/server/rest";

/** 200 {user: {id, name, email, color_slider, color_badge, terms, avatar_white, avatar_black, active, role, plan}}; 401 signed out. */
export const GET = restHandler(async ({ caller }) => json(200, { user: await caller.auth.me() }));
