"use client";

import { ImageUp, Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useController } from "react-hook-form";
import { toast } from "~/lib/lazy-toast";
import { Button } from "~/components/ui/button";
import { uploadImage, UploadFailed } from "~/features/uploads";
import type { SettingsUpdateInput } from "../schema";

/**
 * A logo: upload (the server checks and re-encodes it, then answers its url), preview on the
 * theme's background, remove. The url is saved with the rest of the form.
 */
export function LogoField({
  name,
  label,
  hint,
  dark,
  readOnly,
}: {
  name: "avatar_white" | "avatar_black" | "avatar_mark";
  label: string;
  hint: string;
  dark: boolean;
  readOnly: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { field, fieldState } = useController<SettingsUpdateInput, typeof name>({ name });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const message = error ?? fieldState.error?.message ?? null;

  async function onFile(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const { url } = await uploadImage(name, file);
      field.onChange(url);
      toast.success("Logotipo enviado. Salve para usar na sua marca.");
    } catch (e) {
      const text = e instanceof UploadFailed ? e.message : "Não foi possível enviar a imagem.";
      setError(text);
      toast.error(text);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  }

  return (
    <div className="min-w-0 space-y-1.5" data-testid={`logo-${name}`}>
      <p id={`${id}-label`} className="text-sm font-medium text-text">
        {label}
      </p>
      <div className="flex items-center gap-3">
        <div
          className={`flex size-16 shrink-0 items-center justify-center rounded-lg border border-border ${dark ? "bg-[#101916]" : "bg-white"}`}
        >
          {field.value ? (
            // eslint-disable-next-line @next/next/no-img-element -- our /api/files url
            <img src={field.value} alt={label} className="max-h-14 max-w-14 object-contain" />
          ) : (
            <span
              className={`px-1 text-center text-[10px] leading-tight ${dark ? "text-neutral-300" : "text-neutral-600"}`}
            >
              Logo padrão
            </span>
          )}
        </div>
        {!readOnly && (
          <div className="flex flex-wrap gap-2">
            <input
              ref={input}
              id={id}
              type="file"
              accept="image/png,image/jpeg,image/webp"
              className="sr-only"
              aria-labelledby={`${id}-label`}
              aria-describedby={`${id}-msg`}
              onChange={(event) => void onFile(event.target.files?.[0])}
            />
            <Button variant="outline" size="sm" loading={busy} onClick={() => input.current?.click()}>
              <ImageUp className="size-3.5" aria-hidden /> Enviar imagem
            </Button>
            {field.value && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => field.onChange(null)}
                aria-label={`Remover ${label.toLowerCase()}`}
              >
                <Trash2 className="size-3.5" aria-hidden /> Remover
              </Button>
            )}
          </div>
        )}
      </div>
      <p
        id={`${id}-msg`}
        role={message ? "alert" : undefined}
        className={message ? "text-xs font-medium text-danger" : "text-xs text-muted"}
        data-testid={`logo-${name}-message`}
      >
        {message ?? hint}
      </p>
    </div>
  );
}
