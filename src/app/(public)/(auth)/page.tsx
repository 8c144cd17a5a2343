import type { Metadata } from "next";

export const metadata: Metadata = { title: { absolute: "Entrar · Consórcio Pro" } };

export default function LandingPage() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-br from-[#064e2b] via-[#0f9d58] to-[#3fcf8e] p-4">
      <section className="w-full max-w-sm rounded-2xl bg-surface p-8 shadow-2xl">
        <h1 className="text-2xl font-semibold">Consórcio Pro</h1>
        <p className="mt-2 text-sm text-muted">Simule, compare e feche a venda na frente do cliente.</p>
      </section>
    </main>
  );
}
