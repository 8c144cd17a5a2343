import { recordOf } from "~/lib/json";
import type { UploadKind } from "./schema";

export class UploadFailed extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** POST /api/uploads from the browser (cookie, same origin); the server's pt-BR message on refusal. */
export async function uploadImage(kind: UploadKind, file: File): Promise<{ id: string; url: string }> {
  const form = new FormData();
  form.set("kind", kind);
  form.set("file", file);
  let response: Response;
  try {
    response = await fetch("/api/uploads", { method: "POST", body: form, credentials: "same-origin" });
  } catch {
    throw new UploadFailed("Não foi possível enviar a imagem. Verifique a conexão e tente de novo.", 0);
  }
  const { id, url, error } = recordOf(await response.json().catch(() => null));
  if (response.status !== 201 || typeof id !== "string" || !id || typeof url !== "string" || !url) {
    throw new UploadFailed(
      typeof error === "string" ? error : "Não foi possível enviar a imagem. Tente de novo.",
      response.status,
    );
  }
  return { id, url };
}

export async function deleteImage(id: string): Promise<void> {
  const response = await fetch(`/api/uploads/${encodeURIComponent(id)}`, {
    method: "DELETE",
    credentials: "same-origin",
  });
  if (response.status !== 204) {
    const { error } = recordOf(await response.json().catch(() => null));
    throw new UploadFailed(typeof error === "string" ? error : "Não foi possível remover a imagem.", response.status);
  }
}
