import { NEWSLETTER_SOURCE_LABELS, SUBSCRIBER_SORTS, type Subscriber, type SubscriberSort } from '@pasal/contract';
import { Download, UserMinus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { saveFile } from '../../api/file-transfer';
import { formatDateTime } from '../../components/format-date';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { DataTable, type DataTableColumn, type TableSort } from '../../components/ui/data-table';
import { ConfirmDialog } from '../../components/ui/dialog';
import { Select } from '../../components/ui/field';
import { pageOf, useListParams } from '../../components/ui/use-list-params';
import { downloadSubscribers, useRemoveSubscriber, useSubscribers, type SubscriberListQuery } from './api';
import { staffFailureMessage } from '../../api/failure-message';
import { ListError, SearchForm } from './list-parts';

// Newsletter (admins): who is on the list, since when and from which form; the whole list as a
// CSV file; removing a reader. Every newsletter e-mail carries its own one-click unsubscribe, so
// removal here is for requests that come another way (a phone call, a bounce).

const SORT_LABELS: Record<SubscriberSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  email: 'E-mail, A to Z',
};
const sortOptions = SUBSCRIBER_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }));

type ColumnKey = 'email' | 'created' | 'source' | 'actions';

function queryOf(params: URLSearchParams): SubscriberListQuery {
  return {
    q: params.get('q') || undefined,
    sort: SUBSCRIBER_SORTS.find((sort) => sort === params.get('sort')) ?? 'newest',
    page: pageOf(params),
  };
}

function tableSortOf(sort: SubscriberSort): TableSort<ColumnKey> {
  if (sort === 'email') return { key: 'email', direction: 'ascending' };
  return { key: 'created', direction: sort === 'oldest' ? 'ascending' : 'descending' };
}

export function Subscribers() {
  const { params, update } = useListParams();
  const query = queryOf(params);
  const subscribers = useSubscribers(query);
  const remove = useRemoveSubscriber();
  const [removing, setRemoving] = useState<Subscriber | null>(null);
  const [exporting, setExporting] = useState(false);

  const onExport = async () => {
    setExporting(true);
    try {
      const { file, name } = await downloadSubscribers();
      saveFile(file, name);
      toast.success('Subscribers exported');
    } catch (error) {
      toast.error(staffFailureMessage(error));
    } finally {
      setExporting(false);
    }
  };

  const confirmRemoval = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => toast.error(staffFailureMessage(error)),
      onSettled: () => setRemoving(null),
    });
  };

  const columns: DataTableColumn<Subscriber, ColumnKey>[] = [
    {
      key: 'email',
      header: 'E-mail',
      sortable: true,
      rowHeader: true,
      // On a phone the date and source sit under the address (the table fits without scrolling).
      cell: (row) => (
        <>
          <span className="break-all">{row.email}</span>
          <span className="mt-1 block text-xs font-normal text-slate-600 sm:hidden">
            {formatDateTime(row.created_at)} · {NEWSLETTER_SOURCE_LABELS[row.source]}
          </span>
        </>
      ),
    },
    {
      key: 'created',
      header: 'Subscribed',
      sortable: true,
      className: 'hidden whitespace-nowrap sm:table-cell',
      cell: (row) => <time dateTime={row.created_at}>{formatDateTime(row.created_at)}</time>,
    },
    {
      key: 'source',
      header: 'Source',
      className: 'hidden sm:table-cell',
      cell: (row) => <Badge>{NEWSLETTER_SOURCE_LABELS[row.source]}</Badge>,
    },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      align: 'end',
      cell: (row) => (
        <Button
          size="sm"
          variant="ghost"
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
          icon={<UserMinus aria-hidden="true" className="size-4" />}
          aria-label={`Remove ${row.email}`}
          title={`Remove ${row.email}`}
          onClick={() => setRemoving(row)}
        >
          <span className="hidden sm:inline">Remove</span>
        </Button>
      ),
    },
  ];

  const count = subscribers.data?.count;
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Newsletter</h1>
          <p className="mt-2 max-w-3xl text-sm text-slate-700">
            Everyone on the newsletter list. Each newsletter e-mail has its own unsubscribe link and one-click
            unsubscribe, so readers can leave without signing in.
          </p>
        </div>
        <Button
          variant="secondary"
          loading={exporting}
          loadingText="Exporting..."
          icon={<Download aria-hidden="true" className="size-4" />}
          onClick={() => void onExport()}
        >
          Export CSV
        </Button>
      </div>

      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <SearchForm
          label="Search e-mail addresses"
          initial={query.q ?? ''}
          onSearch={(words) => update({ q: words })}
          className="flex-1 sm:max-w-md"
        />
        <Select
          label="Sort"
          options={sortOptions}
          value={query.sort}
          onChange={(event) => update({ sort: event.target.value === 'newest' ? undefined : event.target.value })}
          className="sm:w-48"
        />
      </div>

      {subscribers.isError ? (
        <ListError error={subscribers.error} onRetry={() => void subscribers.refetch()} />
      ) : (
        <DataTable
          caption={count === undefined ? 'Subscribers' : `Subscribers (${count})`}
          columns={columns}
          rows={subscribers.data?.data}
          rowKey={(row) => row.id}
          sort={tableSortOf(query.sort)}
          onSortChange={(next) => {
            const sort: SubscriberSort =
              next.key === 'email' ? 'email' : next.direction === 'ascending' ? 'oldest' : 'newest';
            update({ sort: sort === 'newest' ? undefined : sort });
          }}
          loading={subscribers.isFetching && !subscribers.data}
          empty={query.q ? 'No subscriber matches your search.' : 'Nobody has subscribed yet.'}
          page={query.page}
          totalPages={subscribers.data?.total_pages}
          onPageChange={(page) => update({ page: page > 1 ? String(page) : undefined })}
        />
      )}

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title="Remove this subscriber?"
        description={
          removing ? `${removing.email} gets no more newsletter e-mails. They can subscribe again themselves.` : ''
        }
        confirmLabel="Remove"
        pending={remove.isPending}
        pendingLabel="Removing..."
        onConfirm={confirmRemoval}
      />
    </div>
  );
}
