import {
  CONTACT_STATUS_LABELS,
  CONTACT_VIEWS,
  type ContactDetail,
  type ContactSummary,
  type ContactView,
} from '@pasal/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { formatDateTime } from '../../components/format-date';
import { Badge } from '../../components/ui/badge';
import { DataTable, type DataTableColumn } from '../../components/ui/data-table';
import { Dialog } from '../../components/ui/dialog';
import { pageOf, useListParams } from '../../components/ui/use-list-params';
import { useMessage, useMessages, type MessageListQuery } from './api';
import { staffFailureMessage } from '../../api/failure-message';
import { STATUS_TONES } from './format';
import { ListError, SearchForm } from './list-parts';
import { MessageView } from './message-view';

// Messages (staff): the contact form's inbox. Views by state, a search, newest first; a message
// opens in a dialog (which marks it read) to reply by e-mail or change its state. The view, search
// and page live in the address, so Back and a shared link show the same list.

const VIEW_LABELS: Record<ContactView, string> = { inbox: 'Inbox', ...CONTACT_STATUS_LABELS };

function queryOf(params: URLSearchParams): MessageListQuery {
  return {
    view: CONTACT_VIEWS.find((view) => view === params.get('view')) ?? 'inbox',
    q: params.get('q') || undefined,
    page: pageOf(params),
  };
}

export function Messages() {
  const { params, update } = useListParams();
  const query = queryOf(params);
  const messages = useMessages(query);
  const [openId, setOpenId] = useState<number | null>(null);
  const opened = useMessage(openId);

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
        <SearchForm
          label="Search messages"
          initial={query.q ?? ''}
          onSearch={(words) => update({ q: words })}
          className="lg:w-96"
        />
      </div>

      {messages.isError ? (
        <ListError error={messages.error} onRetry={() => void messages.refetch()} />
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
            {staffFailureMessage(opened.error)}
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
