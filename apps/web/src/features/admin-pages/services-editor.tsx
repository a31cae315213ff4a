import { zodResolver } from '@hookform/resolvers/zod';
import {
  LIST_PAGE_LIMITS,
  SERVICE_ICONS,
  servicesDraftSchema,
  servicesPublishSchema,
  type AdminServicesPage,
  type ServicesDraft,
  type ServicesDraftInput,
} from '@pasal/contract';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useShopFacts } from '../../api/shop-info';
import { Select } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { ItemList } from '../../components/ui/item-list';
import { SERVICE_ICON_PARTS } from '../../content/service-icons';
import { BilingualText } from './bilingual-text';
import { builtinServices } from './builtin-lists';
import { ListPageFrame, StartFromBuiltin } from './list-page-frame';
import { ServicesPreview, PreviewBlocked } from './list-preview';
import { ListRevision } from './list-revision';
import { useListPageEditor } from './use-list-page-editor';

// /staff/pages/services (issue #32): the Services page's cards in the owner's words, English and
// Nepali, each with an icon from a fixed list; every card links to the contact page. Saving keeps
// a draft; publishing (after a confirmation) shows them on the shop at once.

const FORM_ID = 'services-form';

/** The chosen icon beside its list, as the card will show it. */
function IconShown({
  form,
  index,
}: {
  form: ReturnType<typeof useForm<ServicesDraftInput, unknown, ServicesDraft>>;
  index: number;
}) {
  const icon = useWatch({ control: form.control, name: `cards.${index}.icon` });
  const parts = icon ? SERVICE_ICON_PARTS[icon] : undefined;
  if (!parts) return null;
  return (
    <span className="mb-0.5 inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
      <parts.Icon aria-hidden="true" className="size-6" />
    </span>
  );
}

export function ServicesEditor({ current }: { current: AdminServicesPage }) {
  const facts = useShopFacts();
  const form = useForm<ServicesDraftInput, unknown, ServicesDraft>({
    resolver: zodResolver(servicesDraftSchema),
    defaultValues: current.draft,
  });
  const cards = useFieldArray({ control: form.control, name: 'cards' });
  const { page, formError, confirm, setConfirm, busy, onAction, focusRefused, errorOf } = useListPageEditor(
    'services',
    current,
    form,
    { publishSchema: servicesPublishSchema, reset: (saved) => form.reset(saved.draft) },
  );

  return (
    <ListPageFrame
      slug="services"
      page={page}
      history={page.history}
      busy={busy}
      dirty={form.formState.isDirty}
      confirm={confirm}
      onConfirmChange={setConfirm}
      onAction={onAction}
      focusOnClose={focusRefused}
      view={(id) => <ListRevision slug="services" id={id} />}
      preview={() => {
        const checked = servicesDraftSchema.safeParse(form.getValues());
        return checked.success ? <ServicesPreview doc={checked.data} /> : <PreviewBlocked />;
      }}
    >
      <form
        id={FORM_ID}
        noValidate
        aria-label="Service cards"
        onSubmit={(event) => {
          event.preventDefault();
          onAction('draft', () => undefined);
        }}
        className="flex min-w-0 flex-col gap-4"
      >
        <FormAlert message={formError} />
        <p className="text-sm text-slate-600">
          Up to {LIST_PAGE_LIMITS.serviceCards} cards, shown in this order. Every card links to the contact page, with
          its title as the message's subject.
        </p>
        {cards.fields.length === 0 ? (
          <StartFromBuiltin
            onStart={() => {
              cards.replace(builtinServices(facts).cards);
              form.clearErrors();
            }}
          />
        ) : null}
        <ItemList
          noun="card"
          fields={cards.fields}
          max={LIST_PAGE_LIMITS.serviceCards}
          error={errorOf('cards')}
          move={cards.move}
          remove={cards.remove}
          onAdd={() =>
            cards.append(
              { icon: 'headset', title: '', title_ne: '', description: '', description_ne: '' },
              { focusName: `cards.${cards.fields.length}.title` },
            )
          }
        >
          {(index) => (
            <div className="flex flex-col gap-3">
              <div className="flex items-end gap-3">
                <Select
                  label="Icon"
                  className="w-full sm:max-w-xs"
                  options={SERVICE_ICONS.map((icon) => ({ value: icon, label: SERVICE_ICON_PARTS[icon].label }))}
                  error={errorOf(`cards.${index}.icon`)}
                  {...form.register(`cards.${index}.icon`)}
                />
                <IconShown form={form} index={index} />
              </div>
              <BilingualText
                label="Title"
                max={LIST_PAGE_LIMITS.title}
                english={form.register(`cards.${index}.title`)}
                nepali={form.register(`cards.${index}.title_ne`)}
                errors={{ english: errorOf(`cards.${index}.title`), nepali: errorOf(`cards.${index}.title_ne`) }}
              />
              <BilingualText
                label="Description"
                long
                max={LIST_PAGE_LIMITS.description}
                english={form.register(`cards.${index}.description`)}
                nepali={form.register(`cards.${index}.description_ne`)}
                errors={{
                  english: errorOf(`cards.${index}.description`),
                  nepali: errorOf(`cards.${index}.description_ne`),
                }}
              />
            </div>
          )}
        </ItemList>
      </form>
    </ListPageFrame>
  );
}
