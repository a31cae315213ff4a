import {
  CONTACT_STATUS_LABELS,
  CONTACT_VIEWS,
  type ContactDetail,
  type ContactSummary,
  type ContactView,
} from '@pasal/contract';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../components/ui/data-table';
import { Dialog } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/field';
import { failureMessage, useMessage, useMessages, type MessageListQuery } from './api';
import { formatDateTime, STATUS_TONES } from './format';
import { MessageView } from './message-view';

// Messages (staff): the contact form's inbox. Views by state, a search, newest first; a message
// opens in a dialog (which marks it read) to reply by e-mail or change its state. The view, search
// and page live in the address, so Back and a shared link show the same list.

const VIEW_LABELS: Record<ContactView, string> = { inbox: 'Inbox', ...CONTACT_STATUS_LABELS };

function queryOf(params: URLSearchParams): MessageListQuery {
  const page = Number(params.get('page'));
  return {
    view: CONTACT_VIEWS.find((view) => view === params.get('view')) ?? 'inbox',
    q: params.get('q') || undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function Messages() {
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const messages = useMessages(query);
  const [searchText, setSearchText] = useState(query.q ?? '');
  const [openId, setOpenId] = useState<number | null>(null);
  const opened = useMessage(openId);

  const update = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: searchText.trim() || undefined });
  };

  const counts = messages.data?.counts;
  const countOf = (view: ContactView) =>
    counts ? (view === 'inbox' ? counts.unread + counts.read + counts.handled : counts[view]) : undefined;

  const columns: DataTableColumn<ContactSummary>[] = [
    {
      key: 'from',
      header: 'From',
      // On a phone the sender and the date sit under the subject instead (two columns fit).
      className: 'hidden sm:table-cell',
      cell: (row) => (
        <span className={row.status === 'unread' ? 'font-bold text-ink' : 'font-medium text-ink'}>
          {row.name}
          <span className="block text-xs font-normal break-all text-slate-600">{row.email}</span>
        </span>
      ),
    },
    {
      key: 'subject',
      header: 'Message',
      rowHeader: true,
      className: 'font-normal sm:min-w-64',
      cell: (row) => (
        <button
          type="button"
          onClick={() => setOpenId(row.id)}
          aria-haspopup="dialog"
          className="-mx-1 block rounded px-1 text-left hover:underline"
        >
          <span className={`block text-ink ${row.status === 'unread' ? 'font-bold' : 'font-medium'}`}>
            {row.subject}
            {row.status === 'unread' ? <span className="sr-only"> (unread)</span> : null}
          </span>
          <span className="line-clamp-2 text-slate-600">{row.preview}</span>
          <span className="mt-1 block text-xs text-slate-600 sm:hidden">
            {row.name} · {formatDateTime(row.created_at)}
          </span>
        </button>
      ),
    },
    {
      key: 'received',
      header: 'Received',
      className: 'hidden whitespace-nowrap sm:table-cell',
      cell: (row) => <time dateTime={row.created_at}>{formatDateTime(row.created_at)}</time>,
    },
    {
      key: 'status',
      header: 'Status',
      cell: (row) => <Badge tone={STATUS_TONES[row.status]}>{CONTACT_STATUS_LABELS[row.status]}</Badge>,
    },
  ];

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Messages</h1>
        <p className="mt-2 max-w-3xl text-sm text-slate-700">
          What shoppers wrote through the contact form. Open a message to read it and reply by e-mail; the reply is kept
          here and the message is marked handled.
        </p>
      </div>

      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div role="group" aria-label="Show messages" className="flex flex-wrap gap-2">
          {CONTACT_VIEWS.map((view) => {
            const count = countOf(view);
            const current = query.view === view;
            return (
              <button
                key={view}
                type="button"
                aria-pressed={current}
                onClick={() => update({ view: view === 'inbox' ? undefined : view })}
                className={`inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-semibold ${
                  current
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-300 bg-white text-slate-800 hover:border-brand-700'
                }`}
              >
                {VIEW_LABELS[view]}
                {count !== undefined ? (
                  <span className={current ? 'text-white' : 'text-slate-600'}>
                    <span className="sr-only">,</span> {count}
                  </span>
                ) : null}
              </button>
            );
          })}
        </div>
        <form role="search" onSubmit={onSearch} className="flex items-end gap-2 lg:w-96">
          <TextField
            label="Search messages"
            type="search"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            className="flex-1"
          />
          <Button type="submit" variant="secondary" icon={<Search aria-hidden="true" className="size-4" />}>
            Search
          </Button>
        </form>
      </div>

      {messages.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {failureMessage(messages.error)}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void messages.refetch()}>
            Try again
          </button>
        </p>
      ) : (
        <DataTable
          caption={`${VIEW_LABELS[query.view]}${query.q ? `, matching “${query.q}”` : ''}`}
          columns={columns}
          rows={messages.data?.data}
          rowKey={(row) => row.id}
          loading={messages.isFetching && !messages.data}
          empty={query.q ? 'No messages match your search.' : 'No messages here.'}
          page={query.page}
          totalPages={messages.data?.total_pages}
          onPageChange={(page) => update({ page: page > 1 ? String(page) : undefined })}
        />
      )}

      <Dialog
        open={openId !== null}
        onOpenChange={(open) => (open ? undefined : setOpenId(null))}
        size="lg"
        title={opened.data?.subject ?? 'Message'}
        description={opened.data ? <Sender message={opened.data} /> : undefined}
      >
        {opened.isError ? (
          <p role="alert" className="text-sm text-red-800">
            {failureMessage(opened.error)}
          </p>
        ) : opened.data ? (
          <MessageView
            key={opened.data.id}
            message={opened.data}
            onDone={(line, close) => {
              toast.success(line);
              if (close) setOpenId(null);
            }}
          />
        ) : (
          <p className="text-sm text-slate-700">Loading...</p>
        )}
      </Dialog>
    </div>
  );
}

function Sender({ message }: { message: ContactDetail }) {
  return (
    <>
      From {message.name} &lt;{message.email}&gt; ·{' '}
      <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
    </>
  );
}
