import { zodResolver } from '@hookform/resolvers/zod';
import {
  CATALOGUE_MESSAGES,
  PRODUCT_STATUS_LABELS,
  PRODUCT_STATUSES,
  productInputSchema,
  type AdminBrand,
  type AdminCategory,
  type AdminProduct,
  type ProductInputParsed,
} from '@pasal/contract';
import { ArrowLeft, ExternalLink, Images, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApiError } from '../../api/http';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClass } from '../../components/ui/button';
import { Select, TextField, Textarea } from '../../components/ui/field';
import { Spinner } from '../../components/spinner';
import { useAdminProduct, useBrands, useCategories, useSaveProduct } from './api';
import { AuditLog } from './audit-log';
import { DeleteProductAction } from './delete-product';
import { BulkTierRows, ColourRows, SpecificationRows } from './editor-rows';
import {
  emptyProduct,
  isFieldPath,
  NEPALI_HINT,
  NEPALI_LABEL,
  numberOrUnset,
  valuesOf,
  type EditorValues,
} from './editor-values';
import { STATUS_TONES } from './product-list';
import { VariantsPanel } from './variants-panel';
import { WITH_DEVANAGARI } from '../../components/devanagari';
import { staffFailureMessage } from '../../api/failure-message';

// The product editor (admins): every field the API takes, validated with the contract's schema
// (the server's messages, word for word). A save sends the version the editor opened; when
// someone saved since, the server answers 409 and the editor says so and offers to reload.

export function ProductEditor({ productId }: { productId: number | null }) {
  const product = useAdminProduct(productId);
  // The selects need their options before the form sets their values (else they show blank).
  const categories = useCategories();
  const brands = useBrands();
  const failed = (productId !== null && product.error) || categories.error || brands.error;
  if (failed)
    return (
      <p role="alert" className="rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
        {failed instanceof ApiError && failed.status === 404
          ? CATALOGUE_MESSAGES.productNotFound
          : staffFailureMessage(failed)}
      </p>
    );
  if ((productId !== null && !product.data) || !categories.data || !brands.data)
    return <Spinner label="Loading the product..." className="py-10" />;
  return (
    <EditorForm
      product={productId === null ? null : (product.data ?? null)}
      categories={categories.data}
      brands={brands.data}
      onReload={async () => (await product.refetch()).data ?? null}
    />
  );
}

function EditorForm({
  product,
  categories,
  brands,
  onReload,
}: {
  product: AdminProduct | null;
  categories: AdminCategory[];
  brands: AdminBrand[];
  onReload(): Promise<AdminProduct | null>;
}) {
  const navigate = useNavigate();
  const save = useSaveProduct(product?.id ?? null);
  const [version, setVersion] = useState(product?.version ?? 0);
  const [current, setCurrent] = useState(product);
  const [stale, setStale] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  const form = useForm<EditorValues, unknown, ProductInputParsed>({
    // The schema's input has its lists optional (defaults); the form always holds them, so its
    // values are a narrower type than the schema's input: the same schema, viewed through that type.
    resolver: zodResolver(productInputSchema) as unknown as Resolver<EditorValues, unknown, ProductInputParsed>,
    defaultValues: product ? valuesOf(product) : emptyProduct,
  });
  const { errors } = form.formState;

  const onSubmit = (values: ProductInputParsed) => {
    setFormError(null);
    setStale(false);
    save.mutate(current ? { ...values, version } : values, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        if (!current) {
          navigate(`/staff/products/${answer.data.id}`, { replace: true });
          return;
        }
        setCurrent(answer.data);
        setVersion(answer.data.version);
        form.reset(valuesOf(answer.data));
      },
      onError: (error) => {
        if (!(error instanceof ApiError) || error.status >= 500) {
          toast.error(staffFailureMessage(error));
          return;
        }
        const fieldErrors = Object.entries(error.body.errors ?? {});
        const onFields = fieldErrors.filter(([path]) => isFieldPath(path));
        if (onFields.length > 0) {
          onFields.forEach(([path, message], index) =>
            form.setError(path as FieldPath<EditorValues>, { message }, { shouldFocus: index === 0 }),
          );
          return;
        }
        if (error.status === 409 && error.body.message === CATALOGUE_MESSAGES.stale) {
          setStale(true);
          return;
        }
        setFormError(fieldErrors[0]?.[1] ?? staffFailureMessage(error));
      },
    });
  };

  const reload = async () => {
    setReloading(true);
    try {
      const fresh = await onReload();
      if (fresh) {
        setCurrent(fresh);
        setVersion(fresh.version);
        form.reset(valuesOf(fresh));
        setStale(false);
        toast.success('Reloaded: this is the product as it is now');
      }
    } finally {
      setReloading(false);
    }
  };

  /**
   * The Variants section changed this product (its options, price, stock or status), which gave it
   * a new version: the editor takes it, and with it the new values of every field not edited here
   * since the last save (what was typed here stays, and a save sends it).
   */
  const adoptVariantChange = async () => {
    const fresh = await onReload();
    if (!fresh) return;
    setCurrent(fresh);
    setVersion(fresh.version);
    form.reset(valuesOf(fresh), { keepDirtyValues: true });
  };

  const categoryOptions = categories.map((category) => ({
    value: String(category.id),
    label: category.name,
  }));
  const brandOptions = brands.map((brand) => ({ value: String(brand.id), label: brand.name }));

  return (
    <div style={WITH_DEVANAGARI}>
      <Link
        to="/staff/products"
        className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All products
      </Link>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold tracking-tight break-words text-ink">
            {current ? current.name : 'New product'}
          </h1>
          {current ? <Badge tone={STATUS_TONES[current.status]}>{PRODUCT_STATUS_LABELS[current.status]}</Badge> : null}
        </div>
        {current ? (
          <div className="flex flex-wrap gap-2">
            <Link to={`/staff/products/${current.id}/images`} className={buttonClass('secondary', 'sm')}>
              <Images aria-hidden="true" className="size-4" />
              Images ({current.images.length})
            </Link>
            {current.status === 'active' ? (
              <Link to={`/products/${current.slug}`} className={buttonClass('ghost', 'sm')}>
                <ExternalLink aria-hidden="true" className="size-4" />
                View in shop
              </Link>
            ) : null}
            <DeleteProductAction product={current} />
          </div>
        ) : (
          <p className="text-sm text-slate-600">Images are added once the product is saved.</p>
        )}
      </div>

      {stale ? (
        <div role="alert" className="mt-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
          <p className="font-semibold">{CATALOGUE_MESSAGES.stale}</p>
          <p className="mt-1 text-sm">
            Your changes were not saved. Reload to see the product as it is now (your changes here are discarded), then
            make them again.
          </p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            loading={reloading}
            loadingText="Reloading..."
            icon={<RotateCw aria-hidden="true" className="size-4" />}
            onClick={() => void reload()}
          >
            Reload the product
          </Button>
        </div>
      ) : null}
      {formError ? (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {formError}
        </p>
      ) : null}

      <form
        noValidate
        aria-label={current ? `Edit ${current.name}` : 'New product'}
        onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
        className="mt-5 flex flex-col gap-5"
      >
        <fieldset className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
          <legend className="px-1 text-base font-semibold text-ink">Product</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Product name"
              className="sm:col-span-2"
              error={errors.name?.message}
              {...form.register('name')}
            />
            <TextField
              label="Address (slug)"
              optional
              spellCheck={false}
              className="sm:col-span-2"
              hint={
                current
                  ? `The page is /products/${current.slug}. If you change it, the old address keeps working and leads here.${
                      current.old_slugs.length ? ` Earlier addresses: ${current.old_slugs.join(', ')}.` : ''
                    }`
                  : 'Leave blank to make it from the name. If you change it later, the old address keeps working.'
              }
              error={errors.slug?.message}
              {...form.register('slug')}
            />
            <TextField
              label="Barcode"
              optional
              spellCheck={false}
              autoComplete="off"
              className="sm:col-span-2"
              hint="The code printed under the bars on the box (EAN or UPC). At the counter, scanning it adds this product."
              error={errors.barcode?.message}
              {...form.register('barcode')}
            />
            <Select
              label="Category"
              placeholder="Choose a category"
              options={categoryOptions}
              error={errors.category_id?.message}
              {...form.register('category_id', { setValueAs: numberOrUnset })}
            />
            <Select
              label="Brand"
              placeholder="No brand"
              options={brandOptions}
              error={errors.brand_id?.message}
              {...form.register('brand_id', {
                setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)),
              })}
            />
            <Select
              label="Status"
              hint="Only active products are in the shop; archived ones stay in past orders."
              options={PRODUCT_STATUSES.map((value) => ({ value, label: PRODUCT_STATUS_LABELS[value] }))}
              error={errors.status?.message}
              {...form.register('status')}
            />
            <div className="flex items-center gap-3 sm:mt-7">
              <input
                id="is-featured"
                type="checkbox"
                className="size-5 rounded border-slate-400 accent-brand-700"
                {...form.register('is_featured')}
              />
              <label htmlFor="is-featured" className="text-sm font-medium text-slate-800">
                Featured on the home page
              </label>
            </div>
            <div className="flex items-start gap-3 sm:mt-7">
              <input
                id="serialised"
                type="checkbox"
                aria-describedby="serialised-hint"
                className="mt-0.5 size-5 rounded border-slate-400 accent-brand-700"
                {...form.register('serialised')}
              />
              <div>
                <label htmlFor="serialised" className="text-sm font-medium text-slate-800">
                  Serialised
                </label>
                <p id="serialised-hint" className="text-sm text-slate-600">
                  Each unit's serial number or IMEI is recorded at packing, before the order ships.
                </p>
              </div>
            </div>
            <TextField
              label="Warranty (months)"
              optional
              type="number"
              inputMode="numeric"
              min={0}
              max={120}
              step={1}
              hint="From delivery. Blank: what the Warranty specification says (1-year: 12), else 12."
              error={errors.warranty_months?.message}
              {...form.register('warranty_months', { setValueAs: (text: unknown) => numberOrUnset(text) ?? null })}
            />
          </div>
        </fieldset>

        <fieldset className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
          <legend className="px-1 text-base font-semibold text-ink">Descriptions</legend>
          <p className="text-sm text-slate-600">Plain text; a blank line starts a new paragraph. {NEPALI_HINT}</p>
          <div className="mt-3 grid gap-4 lg:grid-cols-2">
            <Textarea
              label="Short description"
              optional
              rows={3}
              error={errors.short_description?.message}
              {...form.register('short_description')}
            />
            <Textarea
              label={NEPALI_LABEL.short_description}
              optional
              rows={3}
              lang="ne"
              error={errors.short_description_ne?.message}
              {...form.register('short_description_ne')}
            />
            <Textarea
              label="Long description"
              optional
              rows={8}
              error={errors.long_description?.message}
              {...form.register('long_description')}
            />
            <Textarea
              label={NEPALI_LABEL.long_description}
              optional
              rows={8}
              lang="ne"
              error={errors.long_description_ne?.message}
              {...form.register('long_description_ne')}
            />
          </div>
        </fieldset>

        <SpecificationRows form={form} />

        <fieldset className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
          <legend className="px-1 text-base font-semibold text-ink">Price and delivery</legend>
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              label="Price (Rs.)"
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              error={errors.price?.message}
              {...form.register('price', { setValueAs: numberOrUnset })}
            />
            <TextField
              label="Discount price (Rs.)"
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              hint="What the shopper pays; the same as the price when there is no discount."
              error={errors.discount_price?.message}
              {...form.register('discount_price', { setValueAs: numberOrUnset })}
            />
            <TextField
              label="Delivery charge (Rs.)"
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              hint="0 uses the shop's standard delivery charge (Settings)"
              error={errors.delivery_price?.message}
              {...form.register('delivery_price', { setValueAs: numberOrUnset })}
            />
            <Textarea
              label="Delivery text"
              optional
              rows={2}
              className="sm:col-span-3"
              hint="e.g. Kathmandu valley in 2 days"
              error={errors.delivery_detail?.message}
              {...form.register('delivery_detail')}
            />
            <Textarea
              label={NEPALI_LABEL.delivery_detail}
              optional
              rows={2}
              lang="ne"
              className="sm:col-span-3"
              hint="Nepali pages show this instead of the delivery text above"
              error={errors.delivery_detail_ne?.message}
              {...form.register('delivery_detail_ne')}
            />
          </div>
        </fieldset>

        <BulkTierRows form={form} />
        <ColourRows form={form} shopThreshold={current?.shop_low_stock_threshold} pictures={current?.images} />

        <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-slate-50/95 px-4 py-3 sm:mx-0 sm:rounded-xl sm:border">
          <Button type="submit" loading={save.isPending} loadingText="Saving...">
            {current ? 'Save changes' : 'Create product'}
          </Button>
          <Link to="/staff/products" className={buttonClass('ghost', 'md')}>
            Cancel
          </Link>
        </div>
      </form>

      {current ? <VariantsPanel product={current} onProductChanged={() => void adoptVariantChange()} /> : null}
      {current ? <AuditLog productId={current.id} /> : null}
    </div>
  );
}
