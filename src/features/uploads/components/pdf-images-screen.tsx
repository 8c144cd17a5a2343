"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowDown, ArrowUp, ImagePlus, Images, Trash2 } from "lucide-react";
import { useRef, useState, type RefObject } from "react";
import { formatInteger } from "~/lib/format";
import { toast } from "~/lib/lazy-toast";
import { PageHeader } from "~/components/page";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { Spinner } from "~/components/ui/spinner";
import { useShell } from "~/features/shell/components";
import { useTRPC, type RouterOutputs } from "~/trpc/react";
import { deleteImage, uploadImage, UploadFailed } from "../client";
import { MAX_PDF_IMAGES } from "../limits";

type Image = RouterOutputs["uploads"]["pdfImages"][number];

/** Cover first, back cover last, extra pages between (a single image is the cover). */
function roleOf(index: number, count: number): string {
  if (index === 0) return "Capa";
  if (index === count - 1) return "Contracapa";
  return `Página extra ${index}`;
}

const kb = (bytes: number) => `${formatInteger(bytes / 1024)} KB`;

/** /propostas/pdf-images (configurações > Imagens do PDF): upload, order, preview and remove; at most 10. */
export function PdfImagesScreen() {
  const { user } = useShell();
  const readOnly = user.role === "SELLER";
  const input = useRef<HTMLInputElement>(null);
  const { images, list, busy, error, reordering, onFiles, remove, move } = usePdfImages(input);
  const full = list.length >= MAX_PDF_IMAGES;

  return (
    <div className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader
        eyebrow="Configurações"
        title="Imagens do PDF"
        description="A capa abre o PDF das suas propostas, a contracapa o fecha e as demais entram como páginas extras, nesta ordem."
        actions={
          !readOnly && (
            <>
              <input
                ref={input}
                type="file"
                multiple
                accept="image/png,image/jpeg,image/webp"
                className="sr-only"
                aria-label="Escolher imagens do PDF"
                onChange={(event) => void onFiles(event.target.files)}
              />
              <Button loading={busy} disabled={full} onClick={() => input.current?.click()}>
                <ImagePlus className="size-4" aria-hidden /> Enviar imagens
              </Button>
            </>
          )
        }
      />
      <p className="-mt-4 mb-6 text-sm text-muted" data-testid="pdf-images-count">
        {list.length} de {MAX_PDF_IMAGES} imagens · PNG, JPEG ou WebP de até 2 MB cada
        {full ? " · limite atingido: remova uma para enviar outra" : ""}
      </p>
      {error && (
        <p
          role="alert"
          data-testid="pdf-images-error"
          className="mb-6 rounded-lg border border-danger/30 bg-danger/10 px-4 py-3 text-sm text-danger"
        >
          {error}
        </p>
      )}
      {images.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner />
        </div>
      ) : list.length === 0 ? (
        <EmptyState
          icon={Images}
          title="Nenhuma imagem enviada"
          description="Envie a capa primeiro; a última imagem da lista vira a contracapa."
        />
      ) : (
        <ol className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Imagens do PDF, na ordem">
          {list.map((image, index) => (
            <PdfImageCard
              key={image.id}
              image={image}
              index={index}
              count={list.length}
              actions={readOnly ? null : { reordering, move, remove }}
            />
          ))}
        </ol>
      )}
    </div>
  );
}

/** The list, and uploading (one file after another, stopping at the first refusal), removing and reordering. */
function usePdfImages(input: RefObject<HTMLInputElement | null>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const images = useQuery(trpc.uploads.pdfImages.queryOptions());
  const refresh = () => queryClient.invalidateQueries(trpc.uploads.pdfImages.pathFilter());
  const reorder = useMutation(
    trpc.uploads.reorderPdfImages.mutationOptions({
      onSuccess: (list) => queryClient.setQueryData(trpc.uploads.pdfImages.queryKey(), list),
      onError: (e) => toast.error(e.message),
    }),
  );
  const list = images.data ?? [];

  async function onFiles(files: FileList | null) {
    if (!files || files.length === 0) return;
    setBusy(true);
    setError(null);
    try {
      for (const file of Array.from(files)) {
        try {
          await uploadImage("pdf_image", file);
        } catch (e) {
          const message = `${file.name}: ${e instanceof UploadFailed ? e.message : "não foi possível enviar."}`;
          setError(message);
          toast.error(message);
          break;
        }
      }
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
      await refresh();
    }
  }

  async function remove(image: Image, index: number) {
    try {
      await deleteImage(image.id);
      toast.success(`${roleOf(index, list.length)} removida.`);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : "Não foi possível remover a imagem.");
    } finally {
      await refresh();
    }
  }

  function move(index: number, by: -1 | 1) {
    const ids = list.map((i) => i.id);
    const [moved] = ids.splice(index, 1);
    if (!moved) return;
    ids.splice(index + by, 0, moved);
    reorder.mutate({ ids });
  }

  return { images, list, busy, error, reordering: reorder.isPending, onFiles, remove, move };
}

type CardActions = {
  reordering: boolean;
  move: (index: number, by: -1 | 1) => void;
  remove: (image: Image, index: number) => Promise<void>;
};

/** One image with its role and size; the owner also gets move and remove (null actions: read only). */
function PdfImageCard({
  image,
  index,
  count,
  actions,
}: {
  image: Image;
  index: number;
  count: number;
  actions: CardActions | null;
}) {
  const role = roleOf(index, count);
  return (
    <li
      data-testid="pdf-image"
      className="flex min-w-0 flex-col overflow-hidden rounded-xl border border-border bg-surface shadow-xs"
    >
      <div className="flex aspect-[3/4] items-center justify-center bg-surface-2 p-3">
        {/* eslint-disable-next-line @next/next/no-img-element -- our /api/files url, any aspect */}
        <img src={image.url} alt={role} className="max-h-full max-w-full rounded object-contain shadow-sm" />
      </div>
      <div className="flex items-center justify-between gap-2 border-t border-border px-3 py-2.5">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-text">
            {index + 1}. {role}
          </p>
          <p className="tabular text-xs text-muted">
            {image.width} × {image.height} px · {kb(image.size)}
          </p>
        </div>
        {actions && (
          <div className="flex shrink-0 gap-1">
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Mover ${role} para antes`}
              disabled={index === 0 || actions.reordering}
              onClick={() => actions.move(index, -1)}
            >
              <ArrowUp className="size-4" aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Mover ${role} para depois`}
              disabled={index === count - 1 || actions.reordering}
              onClick={() => actions.move(index, 1)}
            >
              <ArrowDown className="size-4" aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remover ${role}`}
              onClick={() => void actions.remove(image, index)}
            >
              <Trash2 className="size-4 text-danger" aria-hidden />
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
