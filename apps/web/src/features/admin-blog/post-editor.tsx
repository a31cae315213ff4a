import { zodResolver } from '@hookform/resolvers/zod';
import {
  BLOG_LIMITS,
  blogPostDraftSchema,
  blogPostPublishSchema,
  type AdminBlogPost,
  type BlogPostContent,
} from '@pasal/contract';
import { useRef, useState, type ReactNode } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { ApiError } from '../../api/http';
import { staffFailureMessage } from '../../api/failure-message';
import { DEVANAGARI_FIRST, WITH_DEVANAGARI } from '../../components/devanagari';
import { Button } from '../../components/ui/button';
import { useFocusAfterRender } from '../../components/use-focus-after-render';
import { ConfirmDialog, useFocusOnNextClose } from '../../components/ui/dialog';
import { EditPreviewTabs, type EditorView } from '../../components/ui/edit-preview-tabs';
import { Textarea, TextField } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { linkClass } from '../../components/ui/text-link';
import { CategoryImagePicker } from '../catalog-groups';
import { useBlogChange, type BlogChange } from './api';
import { PostHistory } from './post-history';
import { PostPreview } from './post-preview';
import { PostState } from './post-state';

// /staff/blog/new and /staff/blog/{id} (issue #32): a blog post in the owner's words, English and
// Nepali, with a cover picture uploaded here and a preview drawn by the rules the server applies.
// Saving keeps a draft only; publishing (after a confirmation) shows it on the shop at once;
// unpublishing takes it off (the history keeps both); a draft never published may be deleted.

type Field = keyof BlogPostContent;
type ContentKind = 'draft' | 'publish';

/** What the form holds: the post's content, its tags as typed (separated by commas). */
type PostFormValues = Omit<BlogPostContent, 'tags'> & { tags: string };

/** A new post's empty content. */
export const EMPTY_POST: BlogPostContent = {
  title_en: '',
  title_ne: '',
  excerpt_en: '',
  excerpt_ne: '',
  body_en: '',
  body_ne: '',
  cover: '',
  cover_alt_en: '',
  cover_alt_ne: '',
  author: '',
  category_en: '',
  category_ne: '',
  tags: [],
  date: '',
};

/** The form's fields in screen order: the first with an error takes the focus. */
const ORDER: readonly Field[] = [
  'title_en',
  'title_ne',
  'excerpt_en',
  'excerpt_ne',
  'cover',
  'cover_alt_en',
  'cover_alt_ne',
  'author',
  'category_en',
  'category_ne',
  'tags',
  'date',
  'body_en',
  'body_ne',
];

const fieldId = (field: Field) => `blog-${field.replace(/_/g, '-')}`;

const tagsOf = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

const formValuesOf = (content: BlogPostContent): PostFormValues => ({ ...content, tags: content.tags.join(', ') });
const contentOf = (values: PostFormValues): BlogPostContent => ({ ...values, tags: tagsOf(values.tags) });

const SCHEMAS = { draft: blogPostDraftSchema, publish: blogPostPublishSchema } as const;

/**
 * The post as written, checked by the contract's schema for a draft or a publish. A message goes
 * on the field it is about (one tag's, on the Tags), and the content is sent as written, not as
 * the schema trims it: the server does that, as before react-hook-form.
 */
const postFormSchema = (kind: ContentKind) =>
  z.custom<PostFormValues>().transform((values, context) => {
    const content = contentOf(values);
    const checked = SCHEMAS[kind].safeParse(content);
    if (checked.success) return content;
    for (const issue of checked.error.issues)
      context.addIssue({ code: 'custom', path: issue.path.slice(0, 1), message: issue.message });
    return z.NEVER;
  });

/** Two fields side by side on a wide screen: a thing in English and in Nepali. */
function Pair({ children }: { children: ReactNode }) {
  return <div className="grid gap-5 md:grid-cols-2">{children}</div>;
}

export function PostEditor({ current }: { current: AdminBlogPost | null }) {
  const navigate = useNavigate();
  const [post, setPost] = useState<AdminBlogPost | null>(current);
  const change = useBlogChange(post?.id ?? null);
  const [formError, setFormError] = useState<string | null>(null);
  const [view, setView] = useState<EditorView>('edit');
  const [confirm, setConfirm] = useState<'publish' | 'unpublish' | 'delete' | null>(null);
  const coverButton = useRef<HTMLButtonElement>(null);
  const checking = useRef<ContentKind>('draft');
  // The focus is moved by hand, as before react-hook-form: the edit tab may have to be shown first,
  // and the cover's field is its picker's button.
  const { register, handleSubmit, watch, reset, setValue, setError, clearErrors, formState } = useForm<
    PostFormValues,
    unknown,
    BlogPostContent
  >({
    resolver: (values, context, options) => zodResolver(postFormSchema(checking.current))(values, context, options),
    defaultValues: formValuesOf(current?.draft ?? EMPTY_POST),
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const { errors } = formState;
  const sent = contentOf(watch());
  const saved = post?.draft ?? EMPTY_POST;
  const dirty = JSON.stringify(sent) !== JSON.stringify(saved);

  const fieldElement = (field: Field) =>
    field === 'cover' ? coverButton.current : document.getElementById(fieldId(field));
  // A refusal of what a dialog asked for takes the focus as the dialog closes (a busy machine showed
  // a sooner focus given back to Publish by the closing dialog).
  const { focusNextClose, focusOnClose } = useFocusOnNextClose();
  const focusAfterRender = useFocusAfterRender();
  const showErrors = (found: FieldErrors<PostFormValues>, fromDialog: boolean) => {
    setView('edit');
    const first = ORDER.find((field) => found[field]);
    if (!first) return;
    if (fromDialog) focusNextClose(() => fieldElement(first));
    // After the render that shows the edit tab again: a hidden field takes no focus.
    else focusAfterRender(() => fieldElement(first)?.focus());
  };

  const mutate = (request: BlogChange) =>
    change.mutate(request, {
      onSuccess: (answer) => {
        setConfirm(null);
        toast.success(answer.message);
        if (!answer.data) {
          void navigate('/staff/blog');
          return;
        }
        const fresh = post === null;
        setPost(answer.data);
        reset(formValuesOf(answer.data.draft));
        if (fresh) void navigate(`/staff/blog/${answer.data.id}`, { replace: true });
      },
      onError: (error) => {
        setConfirm(null);
        if (!(error instanceof ApiError) || error.status >= 500) {
          toast.error(staffFailureMessage(error));
          return;
        }
        const onFields: FieldErrors<PostFormValues> = {};
        for (const [path, message] of Object.entries(error.body.errors ?? {})) {
          const field = ORDER.find((name) => name === path);
          if (field && !onFields[field]) onFields[field] = { type: 'server', message };
        }
        if (Object.keys(onFields).length === 0) {
          setFormError(staffFailureMessage(error));
          return;
        }
        clearErrors();
        for (const field of ORDER) {
          const found = onFields[field];
          if (found) setError(field, found);
        }
        showErrors(onFields, request.kind !== 'draft');
      },
    });

  const send = (kind: BlogChange['kind']) => {
    setFormError(null);
    if (kind !== 'draft' && kind !== 'publish') return mutate({ kind });
    checking.current = kind;
    // The messages of the last try stay until the server answers, as before react-hook-form.
    const shown = { ...errors };
    void handleSubmit(
      (content) => {
        for (const field of ORDER) {
          const kept = shown[field];
          if (kept?.message) setError(field, { type: kept.type, message: kept.message });
        }
        mutate({ kind, content });
      },
      (found) => {
        setConfirm(null);
        showErrors(found, kind === 'publish');
      },
    )();
  };

  const text = (field: Exclude<Field, 'tags' | 'cover'>, label: string, options: { optional?: boolean } = {}) => {
    const nepali = field.endsWith('_ne');
    return (
      <TextField
        id={fieldId(field)}
        label={label}
        optional={options.optional ?? nepali}
        hint={nepali ? 'Blank: Nepali pages show the English.' : undefined}
        error={errors[field]?.message}
        lang={nepali ? 'ne' : undefined}
        style={nepali ? DEVANAGARI_FIRST : undefined}
        {...register(field)}
      />
    );
  };

  const title = post ? post.title_en || 'Blog post' : 'New blog post';
  const shownAt = post ? `/blogs/${post.id}` : null;
  const markdownHint = `Markdown: ## a heading, **bold**, *italic*, - a list item, [words](/products) a link (a path on this shop or an https address). At most ${BLOG_LIMITS.body.toLocaleString('en')} characters.`;
  return (
    <div style={WITH_DEVANAGARI}>
      <p>
        <Link to="/staff/blog" className={linkClass}>
          All posts
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
        {post ? <PostState post={post} /> : null}
      </div>
      <p className="mt-2 max-w-3xl text-sm text-slate-700">
        Saving a draft changes nothing on the shop; publishing shows the post on{' '}
        <a href="/blogs" className={linkClass} target="_blank" rel="noreferrer">
          /blogs
        </a>{' '}
        at once, in English and Nepali (a blank Nepali text shows the English). Once you publish a post of your own, the
        shop no longer shows its two built-in example posts.
      </p>

      <EditPreviewTabs idPrefix="blog" label={title} view={view} onChange={setView} />

      <div
        id="blog-edit-panel"
        role="tabpanel"
        aria-labelledby="blog-edit-tab"
        hidden={view !== 'edit'}
        className="mt-4"
      >
        <form
          noValidate
          aria-label="The blog post"
          onSubmit={(event) => {
            event.preventDefault();
            send('draft');
          }}
          className="flex min-w-0 flex-col gap-5"
        >
          <FormAlert message={formError} />
          <Pair>
            {text('title_en', 'Title (English)', { optional: false })}
            {text('title_ne', 'Title (Nepali)')}
          </Pair>
          <Pair>
            <Textarea
              id={fieldId('excerpt_en')}
              label="Excerpt (English)"
              hint="A sentence or two for the list of posts."
              rows={3}
              error={errors.excerpt_en?.message}
              {...register('excerpt_en')}
            />
            <Textarea
              id={fieldId('excerpt_ne')}
              label="Excerpt (Nepali)"
              optional
              hint="Blank: Nepali pages show the English."
              rows={3}
              lang="ne"
              style={DEVANAGARI_FIRST}
              error={errors.excerpt_ne?.message}
              {...register('excerpt_ne')}
            />
          </Pair>
          <CategoryImagePicker
            value={sent.cover}
            error={errors.cover?.message}
            name={sent.title_en || 'the post'}
            hint="Shown at the top of the post and on the list of posts; a wide picture (16:9) fits best."
            buttonRef={coverButton}
            onChange={(image) => {
              setValue('cover', image);
              clearErrors('cover');
            }}
          />
          <Pair>
            {text('cover_alt_en', 'Cover picture description (English)')}
            {text('cover_alt_ne', 'Cover picture description (Nepali)')}
          </Pair>
          <Pair>
            {text('author', 'Author')}
            <TextField
              id={fieldId('date')}
              label="Date"
              type="date"
              optional
              hint="Blank: the day it is first published."
              error={errors.date?.message}
              {...register('date')}
            />
          </Pair>
          <Pair>
            {text('category_en', 'Category (English)')}
            {text('category_ne', 'Category (Nepali)')}
          </Pair>
          <TextField
            id={fieldId('tags')}
            label="Tags"
            optional
            hint={`Separated by commas, at most ${BLOG_LIMITS.tags}. Shoppers can list the posts of a tag.`}
            error={errors.tags?.message}
            {...register('tags')}
          />
          <Textarea
            id={fieldId('body_en')}
            label="Text (English, Markdown)"
            hint={markdownHint}
            rows={16}
            error={errors.body_en?.message}
            {...register('body_en')}
          />
          <Textarea
            id={fieldId('body_ne')}
            label="Text (Nepali, Markdown)"
            optional
            hint="Blank: Nepali pages show the English."
            rows={16}
            lang="ne"
            style={DEVANAGARI_FIRST}
            error={errors.body_ne?.message}
            {...register('body_ne')}
          />
        </form>
      </div>
      <div
        id="blog-preview-panel"
        role="tabpanel"
        aria-labelledby="blog-preview-tab"
        hidden={view !== 'preview'}
        className="mt-4"
      >
        {view === 'preview' ? <PostPreview post={sent} /> : null}
      </div>

      <div className="sticky bottom-0 z-10 -mx-4 mt-5 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 sm:mx-0 sm:rounded-xl sm:border">
        <Button
          variant="secondary"
          loading={change.isPending && change.variables.kind === 'draft'}
          loadingText="Saving..."
          disabled={change.isPending}
          onClick={() => send('draft')}
        >
          Save draft
        </Button>
        <ConfirmDialog
          open={confirm === 'publish'}
          onOpenChange={(open) => setConfirm(open ? 'publish' : null)}
          trigger={<Button disabled={change.isPending}>Publish</Button>}
          tone="primary"
          title="Publish this post?"
          description={`Shoppers see it on /blogs at once${post?.published ? ', instead of the version published now' : ''}. The post's history keeps every published version.`}
          confirmLabel="Publish"
          pending={change.isPending}
          pendingLabel="Publishing..."
          onConfirm={() => send('publish')}
          focusOnClose={focusOnClose}
        />
        {post?.published ? (
          <ConfirmDialog
            open={confirm === 'unpublish'}
            onOpenChange={(open) => setConfirm(open ? 'unpublish' : null)}
            trigger={
              <Button variant="ghost" disabled={change.isPending}>
                Unpublish
              </Button>
            }
            title="Take this post off the shop?"
            description="Shoppers no longer see it; your draft and the history stay, so you can publish it again."
            confirmLabel="Unpublish"
            pending={change.isPending}
            pendingLabel="Working..."
            onConfirm={() => send('unpublish')}
            focusOnClose={focusOnClose}
          />
        ) : null}
        {post && !post.ever_published ? (
          <ConfirmDialog
            open={confirm === 'delete'}
            onOpenChange={(open) => setConfirm(open ? 'delete' : null)}
            trigger={
              <Button variant="ghost" disabled={change.isPending}>
                Delete draft
              </Button>
            }
            title="Delete this draft?"
            description="It was never published, so nothing on the shop changes. This cannot be undone."
            confirmLabel="Delete draft"
            pending={change.isPending}
            pendingLabel="Deleting..."
            onConfirm={() => send('delete')}
            focusOnClose={focusOnClose}
          />
        ) : null}
        {dirty ? <span className="text-sm text-slate-600">Unsaved changes</span> : null}
        {post?.published && shownAt ? (
          <a href={shownAt} className={`${linkClass} text-sm`} target="_blank" rel="noreferrer">
            See it on the shop
          </a>
        ) : null}
      </div>

      {post ? <PostHistory postId={post.id} history={post.history} /> : null}
    </div>
  );
}
