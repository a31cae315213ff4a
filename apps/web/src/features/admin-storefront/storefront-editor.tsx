import { zodResolver } from '@hookform/resolvers/zod';
import {
  HOME_CONTENT_MESSAGES,
  homeContentSchema,
  type AdminHome,
  type HomeContent,
  type HomeContentInput,
} from '@pasal/contract';
import { useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiError } from '../../api/http';
import { staffFailureMessage } from '../../api/failure-message';
import { useShopFacts } from '../../api/shop-info';
import { WITH_DEVANAGARI } from '../../components/devanagari';
import { formatDateTime } from '../../components/format-date';
import { localAmount } from '../../components/locale-format';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { methodList } from '../../content/policy-facts';
import { shopName } from '../../i18n';
import { useSaveHome } from './api';
import { builtinWords } from './builtin-words';
import { HomePreview } from './home-preview';
import {
  AboutFields,
  BannerFields,
  HeroFields,
  PromiseFields,
  TestimonialFields,
  type HomeForm,
  type SectionName,
} from './section-fields';
import { EditPreviewTabs, type EditorView } from '../../components/ui/edit-preview-tabs';

// /staff/storefront (issue #32): the home page's sections in the owner's words, English and
// Nepali, with a live preview (a tab beside the form). Each section stays the built-in one until the owner picks "Your
// own" (which starts from the built-in words) or hides it. The contract's schema checks the form
// as the owner types and again on the server.

/** True when an own section has nothing written yet: picking "Your own" fills it from the built-in words. */
function isEmpty(content: HomeContentInput, section: SectionName): boolean {
  switch (section) {
    case 'hero':
      return (content.hero?.slides ?? []).length === 0;
    case 'promises':
      return (content.promises?.items ?? []).length === 0;
    case 'testimonials':
      return (content.testimonials?.items ?? []).length === 0;
    case 'banner':
      return !content.banner?.title;
    case 'about':
      return !content.about?.title;
  }
}

const FORM_ID = 'home-page-form';

export function StorefrontEditor({ current }: { current: AdminHome }) {
  const save = useSaveHome();
  const facts = useShopFacts();
  const [saved, setSaved] = useState(current);
  const [formError, setFormError] = useState<string | null>(null);
  // The preview is a tab of its own: drawn as wide as the page, the sections look as on the shop.
  const [view, setView] = useState<EditorView>('edit');
  const form: HomeForm = useForm<HomeContentInput, unknown, HomeContent>({
    resolver: zodResolver(homeContentSchema),
    defaultValues: saved.content,
  });
  const draft = useWatch({ control: form.control }) as HomeContent;

  const fillFromBuiltin = (section: SectionName) => {
    if (!isEmpty(form.getValues(), section)) return;
    const words = builtinWords({
      shop: shopName(),
      threshold: localAmount(facts.freeDeliveryThreshold),
      methods: methodList(facts.paymentMethods, 'and'),
    });
    form.setValue(section, words[section], { shouldDirty: true });
  };

  const onSubmit = (values: HomeContent) => {
    setFormError(null);
    save.mutate(values, {
      onSuccess: (answer) => {
        toast.success(HOME_CONTENT_MESSAGES.saved);
        setSaved(answer);
        form.reset(answer.content);
      },
      onError: (error) => {
        if (!(error instanceof ApiError) || error.status >= 500) {
          toast.error(staffFailureMessage(error));
          return;
        }
        setView('edit');
        const onFields = Object.entries(error.body.errors ?? {});
        onFields.forEach(([path, message], index) =>
          form.setError(path as FieldPath<HomeContentInput>, { message }, { shouldFocus: index === 0 }),
        );
        if (onFields.length === 0) setFormError(staffFailureMessage(error));
      },
    });
  };

  const sectionProps = { form, onOwn: fillFromBuiltin };
  return (
    <div style={WITH_DEVANAGARI}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Storefront</h1>
        {saved.saved ? (
          <p className="text-sm text-slate-600">
            Last saved {saved.updated_at ? formatDateTime(saved.updated_at) : ''}
            {saved.updated_by ? ` by ${saved.updated_by}` : ''}
          </p>
        ) : (
          <Badge tone="info">The built-in home page</Badge>
        )}
      </div>
      <p className="mt-2 max-w-3xl text-sm text-slate-700">
        The home page's sections in your words, in English and Nepali. A section can keep its built-in words, show
        yours, or be hidden. A saved change shows in the shop at once. The header links and the announcement bar are on
        the Settings screen.
      </p>
      <EditPreviewTabs idPrefix="home" label="Home page" view={view} onChange={setView} />
      <div
        id="home-edit-panel"
        role="tabpanel"
        aria-labelledby="home-edit-tab"
        hidden={view !== 'edit'}
        className="mt-4"
      >
        <form
          id={FORM_ID}
          noValidate
          aria-label="Home page sections"
          onSubmit={(event) => void form.handleSubmit(onSubmit, () => setView('edit'))(event)}
          className="flex min-w-0 flex-col gap-5"
        >
          <FormAlert message={formError} />
          <HeroFields {...sectionProps} />
          <PromiseFields {...sectionProps} />
          <BannerFields {...sectionProps} />
          <AboutFields {...sectionProps} />
          <TestimonialFields {...sectionProps} />
        </form>
      </div>
      <div
        id="home-preview-panel"
        role="tabpanel"
        aria-labelledby="home-preview-tab"
        hidden={view !== 'preview'}
        className="mt-4"
      >
        {/* Drawn only while looked at: the carousels keep no timers running behind the form. */}
        {view === 'preview' ? <HomePreview content={draft} /> : null}
      </div>
      <div className="sticky bottom-0 z-10 -mx-4 mt-5 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 sm:mx-0 sm:rounded-xl sm:border">
        <Button type="submit" form={FORM_ID} loading={save.isPending} loadingText="Saving...">
          Save the home page
        </Button>
        <Button
          variant="secondary"
          disabled={!form.formState.isDirty || save.isPending}
          onClick={() => form.reset(saved.content)}
        >
          Undo changes
        </Button>
      </div>
    </div>
  );
}
