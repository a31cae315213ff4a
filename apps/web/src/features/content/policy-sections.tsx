import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';
import type { ReactNode } from 'react';
import type { PolicySection } from '../../content/policies';
import { useInShopWords } from '../../api/shop-info';
import { t } from '../../i18n';
import { localDigits } from '../../components/locale-format';

const numbered = (number: number, title: string) => t('content.numbered', { number: localDigits(number), title });

function Body({ body }: { body: PolicySection['body'] }) {
  const words = useInShopWords();
  return (
    <div className="space-y-3 text-sm leading-6 text-slate-700 sm:text-base sm:leading-7">
      {body.map((block, index) =>
        typeof block === 'string' ? (
          <p key={index}>{words(block)}</p>
        ) : (
          <ul key={index} className="list-disc space-y-1.5 pl-5 marker:text-brand-700">
            {block.map((item) => (
              <li key={item}>{words(item)}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}

/** Policy sections as an accordion; several can be open at once. */
export function PolicyAccordion({ sections, defaultOpen = [] }: { sections: PolicySection[]; defaultOpen?: string[] }) {
  return (
    <Accordion.Root type="multiple" defaultValue={defaultOpen} className="space-y-3">
      {sections.map((section) => (
        <Accordion.Item
          key={section.id}
          value={section.id}
          id={section.id}
          className="overflow-hidden rounded-xl border border-slate-200 bg-white data-[state=open]:shadow-sm"
        >
          <Accordion.Header className="m-0">
            <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-ink hover:text-brand-700">
              {section.title}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180"
              />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5">
            <Body body={section.body} />
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

/**
 * Policy sections as cards with an "On this page" list of links; `extra` adds blocks after the
 * sections (with their own entries in the list).
 */
export function PolicyCards({
  sections,
  extra = [],
}: {
  sections: PolicySection[];
  extra?: Array<{ id: string; title: string; content: ReactNode }>;
}) {
  return (
    <div className="grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <nav aria-label={t('content.onThisPage')} className="lg:sticky lg:top-24 lg:self-start">
        <h2 className="text-sm font-semibold tracking-wide [&:lang(ne)]:tracking-normal text-slate-600 uppercase">
          {t('content.onThisPage')}
        </h2>
        <ol className="mt-3 space-y-1.5 text-sm">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-slate-700 hover:text-brand-700 hover:underline">
                {numbered(index + 1, section.title)}
              </a>
            </li>
          ))}
          {extra.map((block, index) => (
            <li key={block.id}>
              <a href={`#${block.id}`} className="text-slate-700 hover:text-brand-700 hover:underline">
                {numbered(sections.length + index + 1, block.title)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="space-y-5">
        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6"
          >
            <h2 id={`${section.id}-title`} className="text-lg font-semibold text-ink">
              {numbered(index + 1, section.title)}
            </h2>
            <div className="mt-3">
              <Body body={section.body} />
            </div>
          </section>
        ))}
        {extra.map((block) => (
          <div key={block.id} id={block.id} className="scroll-mt-24">
            {block.content}
          </div>
        ))}
      </div>
    </div>
  );
}
