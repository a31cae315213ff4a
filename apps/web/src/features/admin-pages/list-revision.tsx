import type { ListPageSlug } from '@pasal/contract';
import { staffFailureMessage } from '../../api/failure-message';
import { Spinner } from '../../components/spinner';
import { FormAlert } from '../../components/ui/form-alert';
import { SERVICE_ICON_PARTS } from '../../content/service-icons';
import { useListPageRevision } from './list-page-api';

// A list page's published version from its history: the questions or cards as the owner wrote them.

function Text({ english, nepali }: { english: string; nepali: string }) {
  return (
    <>
      <span className="block">{english}</span>
      <span lang="ne" className="block text-slate-600">
        {nepali || '(Nepali blank: the English shows)'}
      </span>
    </>
  );
}

export function ListRevision({ slug, id }: { slug: ListPageSlug; id: number }) {
  const revision = useListPageRevision(slug, id);
  if (revision.isPending) return <Spinner label="Loading..." className="py-6 text-slate-700" />;
  if (revision.isError) return <FormAlert message={staffFailureMessage(revision.error)} />;
  const { doc } = revision.data;
  if (doc === null) return <p className="text-sm text-slate-700">The built-in page was shown again.</p>;
  return (
    <ol className="max-h-[60vh] space-y-3 overflow-auto text-sm text-slate-800">
      {'entries' in doc
        ? doc.entries.map((entry, index) => (
            <li key={index} className="rounded-lg bg-slate-50 p-3">
              <p className="text-xs font-medium text-slate-600">{entry.category}</p>
              <p className="font-semibold">
                <Text english={entry.question} nepali={entry.question_ne} />
              </p>
              <p className="mt-1 whitespace-pre-line">
                <Text english={entry.answer} nepali={entry.answer_ne} />
              </p>
            </li>
          ))
        : doc.cards.map((card, index) => (
            <li key={index} className="rounded-lg bg-slate-50 p-3">
              <p className="text-xs font-medium text-slate-600">Icon: {SERVICE_ICON_PARTS[card.icon].label}</p>
              <p className="font-semibold">
                <Text english={card.title} nepali={card.title_ne} />
              </p>
              <p className="mt-1">
                <Text english={card.description} nepali={card.description_ne} />
              </p>
            </li>
          ))}
    </ol>
  );
}
