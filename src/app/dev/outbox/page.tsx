import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Fragment } from "react";
import { devOutboxEnabled } from "~/env";
import { formatDateTime } from "~/lib/format";
import { createCaller } from "~/server/api/root";
import { isLoopback } from "~/platform/request-info";
import { getServerContext } from "~/server/trpc-caller";

// Reads the outbox per request (DEV_OUTBOX is a runtime switch): never prerendered.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Caixa de saída (dev)", robots: { index: false, follow: false } };

/** Turns the URLs of a plain-text e-mail into links. */
function Linkified({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/\S+)/g);
  return parts.map((part, i) =>
    /^https?:\/\//.test(part) ? (
      <a key={i} href={part} className="break-all font-medium text-brand underline">
        {part}
      </a>
    ) : (
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}

/** Dev-only: the e-mails the log-only mailer would have sent (no SMTP_URL). 404 in production and off this machine. */
export default async function DevOutboxPage() {
  if (!devOutboxEnabled) notFound();
  const context = await getServerContext();
  if (!isLoopback(context.ip)) notFound();
  const messages = await createCaller(context).auth.devOutbox();
  return (
    <main id="conteudo" tabIndex={-1} className="mx-auto outline-none w-full max-w-3xl flex-1 px-4 py-10">
      <h1 className="text-2xl font-semibold tracking-tight">Caixa de saída</h1>
      <p className="mt-1 text-sm text-muted">
        E-mails gerados sem servidor SMTP (somente em desenvolvimento), do mais recente ao mais antigo.
      </p>
      {messages.length === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed border-border p-8 text-center text-sm text-muted">
          Nenhum e-mail ainda.
        </p>
      ) : (
        <ol className="mt-8 space-y-4">
          {messages.map((message) => (
            <li
              key={message.id}
              className="rounded-xl border border-border bg-surface p-5"
              data-testid="outbox-message"
              data-to={message.to}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold">{message.subject}</p>
                <time className="text-xs text-muted" dateTime={message.createdAt.toISOString()}>
                  {formatDateTime(message.createdAt)}
                </time>
              </div>
              <p className="mt-0.5 text-sm text-muted">Para: {message.to}</p>
              <pre className="mt-4 whitespace-pre-wrap font-sans text-sm leading-6">
                <Linkified text={message.text} />
              </pre>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
