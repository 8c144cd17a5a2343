import { zodResolver } from "@hookform/resolvers/zod";
import { settingsUpdateSchema } from "../schema";

/** The settings editor's validation: settings.update's own schema (loaded lazily by the editor). */
export const settingsResolver = zodResolver(settingsUpdateSchema);
