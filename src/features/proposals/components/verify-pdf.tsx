"use client";

import { FileCheck2 } from "lucide-react";
import { useState } from "react";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { formatDateTime } from "~/lib/format";
import type { VerifyPdfResult } from "../link/verify-schema";

type Found = Extract<VerifyPdfResult, { found: true }>;
export type VerifyState =
  | { state: "idle" }
  | { state: "checking" }
  | { state: "found"; result: Omit<Found, "issuedAt"> & { issuedAt: string }; via: "file" | "hash" }
  | { state: "not-found"; via: "file" | "hash" }
  | { state: "error"; message: string };

const HEX64 = /^[0-9a-f]{64}$/;

async function sha256OfFile(file: File): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/*
 * Straight to the tRPC endpoint with fetch (superjson's plain-JSON form), like the interest form: the
 * page ships no tRPC or React Query code. The file is hashed in the browser and never uploaded.
 */
async function lookup(sha256: string): Promise<{ ok: true; result: VerifyPdfResult } | { ok: false; message: string }> {
  const input = encodeURIComponent(JSON.stringify({ json: { sha256 } }));
  const res = await fetch(`/api/trpc/proposals.verifyPdf?input=${input}`, { headers: { accept: "application/json" } });
  const body = (await res.json().catch(() => null)) as {
    result?: { data?: { json?: VerifyPdfResult } };
    error?: { json?: { message?: string } };
  } | null;
  const result = body?.result?.data?.json;
  if (res.ok && result) return { ok: true, result };
  return {
    ok: false,
    message: body?.error?.json?.message ?? "Não foi possível conferir agora. Tente novamente em instantes.",
  };
}

/** The answer under the form (exported for its test). */
export function Verdict({ state }: { state: VerifyState }) {
  if (state.state === "checking") return <p className="text-sm text-muted">Conferindo…</p>;
  if (state.state === "error")
    return (
      <Alert tone="danger" title="Não foi possível conferir">
        {state.message}
      </Alert>
    );
  if (state.state === "not-found") {
    return (
      <Alert
        tone="danger"
        title={
          state.via === "file"
            ? "Este PDF não confere com nenhuma proposta emitida pelo Consórcio Pro"
            : "Este código não corresponde a nenhuma proposta emitida pelo Consórcio Pro"
        }
      >
        <p>
          {state.via === "file"
            ? "O arquivo pode ter sido alterado depois de emitido (qualquer mudança, mesmo de um caractere, muda o código) ou não foi gerado aqui. Peça ao vendedor o PDF original ou o link da proposta."
            : "Confira se o código foi copiado inteiro, do rodapé do PDF. Se possível, solte o próprio arquivo acima."}
        </p>
      </Alert>
    );
  }
  if (state.state !== "found") return null;
  const r = state.result;
  const byFile = r.matched === "file";
  const title = r.removed
    ? "Documento autêntico de uma proposta removida"
    : byFile
      ? "Proposta autêntica e sem alterações"
      : "Código de uma proposta emitida pelo Consórcio Pro";
  return (
    <Alert tone="success" title={title}>
      <p>
        {r.removed ? (
          "Proposta"
        ) : (
          <>
            Proposta para <strong>{r.clientFirstName}</strong>,
          </>
        )}{" "}
        versão {r.version}, emitida{" "}
        {r.sellerName ? (
          <>
            por <strong>{r.sellerName}</strong> ({r.brandName})
          </>
        ) : (
          "por uma conta que já foi excluída"
        )}{" "}
        em {formatDateTime(r.issuedAt)} (horário de Brasília).
      </p>
      {r.removed && (
        <p>
          O vendedor removeu esta proposta depois de emiti-la: o documento continua sendo o que foi emitido, mas a
          proposta não está mais disponível.
        </p>
      )}
      {byFile ? (
        <p>O arquivo é exatamente o que foi emitido: nenhum byte foi alterado.</p>
      ) : (
        <p>
          O código impresso é de uma proposta verdadeira. Para ter certeza de que o seu arquivo não foi alterado, solte
          o próprio PDF acima.
        </p>
      )}
      {r.latestVersion > r.version && (
        <p>Atenção: o vendedor já emitiu uma versão mais recente desta proposta (versão {r.latestVersion}).</p>
      )}
      {r.revoked && <p>Atenção: o vendedor desativou o link desta proposta.</p>}
    </Alert>
  );
}

/** /public/verificar: drop a proposal's PDF (hashed here, never uploaded) or paste its SHA-256. */
export function VerifyPdf() {
  const [state, setState] = useState<VerifyState>({ state: "idle" });
  const [hashError, setHashError] = useState<string | undefined>();
  const [dragging, setDragging] = useState(false);

  async function check(sha256: string, via: "file" | "hash") {
    setState({ state: "checking" });
    try {
      const answer = await lookup(sha256);
      if (!answer.ok) setState({ state: "error", message: answer.message });
      else if (answer.result.found)
        setState({ state: "found", result: { ...answer.result, issuedAt: String(answer.result.issuedAt) }, via });
      else setState({ state: "not-found", via });
    } catch {
      setState({
        state: "error",
        message: "Não foi possível conferir agora. Verifique sua conexão e tente novamente.",
      });
    }
  }

  async function checkFile(file: File | undefined) {
    if (!file) return;
    if (file.type !== "application/pdf" && !file.name.toLowerCase().endsWith(".pdf")) {
      setState({ state: "error", message: "Escolha o arquivo PDF da proposta." });
      return;
    }
    setState({ state: "checking" });
    await check(await sha256OfFile(file), "file");
  }

  function submitHash(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get("sha256") ?? "")
      .trim()
      .toLowerCase();
    if (!HEX64.test(value)) {
      setHashError("Cole o código SHA-256 completo: 64 caracteres, números de 0 a 9 e letras de a a f.");
      return;
    }
    setHashError(undefined);
    void check(value, "hash");
  }

  return (
    <div className="space-y-6">
      <label
        htmlFor="verify-file"
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          void checkFile(e.dataTransfer.files[0]);
        }}
        className={`flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors focus-within:ring-2 focus-within:ring-brand-ring ${dragging ? "border-brand bg-brand/5" : "border-border bg-surface"}`}
      >
        <FileCheck2 className="size-8 text-muted" aria-hidden />
        <span className="font-medium">Solte aqui o PDF da proposta ou clique para escolher</span>
        <span className="text-sm text-muted">O arquivo é conferido no seu aparelho e não é enviado a ninguém.</span>
        <input
          id="verify-file"
          type="file"
          accept="application/pdf,.pdf"
          className="sr-only"
          onChange={(e) => void checkFile(e.currentTarget.files?.[0])}
        />
      </label>

      <form method="post" onSubmit={submitHash} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
        <Field
          label="Ou cole o código SHA-256 impresso no rodapé do PDF"
          name="sha256"
          autoComplete="off"
          spellCheck={false}
          className="flex-1"
          error={hashError}
        />
        <Button type="submit" variant="outline">
          Conferir código
        </Button>
      </form>

      {/* Space kept for the answer, so nothing below moves when it arrives. */}
      <div aria-live="polite" className="min-h-28">
        <Verdict state={state} />
      </div>
    </div>
  );
}
