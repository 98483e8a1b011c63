import { useQuery } from '@tanstack/react-query';
import { outboxSchema } from '@seatscope/shared';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Renders a mail's text with its links clickable. */
function MailText({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/\S+)/g);
  return (
    <pre className="mt-2 text-sm whitespace-pre-wrap">
      {parts.map((part, index) =>
        /^https?:\/\//.test(part) ? (
          <a key={index} href={part} className="break-all text-primary underline">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </pre>
  );
}

/** Development only: the mails the server kept because no SMTP server is configured. */
export function DevOutboxPage() {
  const outbox = useQuery({
    queryKey: queryKeys.devOutbox,
    queryFn: ({ signal }) => apiRequest('/api/dev/outbox', outboxSchema, { signal }),
    refetchInterval: 3000,
  });
  return (
    <main className="mx-auto grid max-w-3xl gap-4 p-6">
      <h1 className="text-2xl font-semibold tracking-tight">Outbox (development)</h1>
      {outbox.isPending ? <p>Loading...</p> : null}
      {outbox.error ? <p role="alert">{outbox.error.message}</p> : null}
      {outbox.data?.mails.length === 0 ? <p>No mail yet.</p> : null}
      {outbox.data?.mails.map((mail) => (
        <article key={mail.id} className="rounded-lg border p-4">
          <h2 className="font-medium">{mail.subject}</h2>
          <p className="text-sm text-muted-foreground">
            To {mail.to} · {new Date(mail.createdAt).toLocaleString()}
          </p>
          <MailText text={mail.text} />
        </article>
      ))}
    </main>
  );
}
