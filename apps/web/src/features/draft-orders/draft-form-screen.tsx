import {
  DRAFT_ORDER_SOURCE_LABELS,
  DRAFT_ORDER_SOURCES,
  DRAFT_STAFF_NOTE_MAX_LENGTH,
  NOTES_MAX_LENGTH,
  type DraftCustomer,
  type DraftOrder,
  type DraftOrderQuoteRequest,
  type SavedAddress,
} from '@pasal/contract';
import { Save } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { fieldErrors, staffFailureMessage } from '../../api/failure-message';
import { useDebouncedValue } from '../../components/use-debounced-value';
import { Button } from '../../components/ui/button';
import { Select, Textarea, TextField } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { DeliveryPlaceFields } from '../addresses';
import { AddressBook } from './address-book';
import { useDraftQuote, useSaveDraft } from './api';
import { CustomerPicker, type CustomerNames } from './customer-picker';
import { DraftActions } from './draft-actions';
import {
  emptyDraft,
  linesOf,
  problemsOf,
  quoteRequestOf,
  requestOf,
  valuesOf,
  type DraftFormValues,
  type DraftLine,
} from './draft-form';
import { DraftLines } from './draft-lines';
import { DraftTotals } from './draft-totals';
import { draftPagePath } from './paths';

// The open draft's form: who it is for, what they asked for, where it goes, how it came in; the
// server's totals beside it; "Save draft" and, once saved, the ways to place it. The customer and
// product searches are forms of their own, so the draft is not one <form>: "Save draft" sends it.

/** The figures are asked for once typing stops, not at every key. */
const QUOTE_DELAY_MS = 400;

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={id} className="text-base font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The quote request, debounced; compared as text, so a fresh but equal object asks nothing. */
function useSettledQuoteRequest(request: DraftOrderQuoteRequest | null): DraftOrderQuoteRequest | null {
  const settled = useDebouncedValue(JSON.stringify(request), QUOTE_DELAY_MS);
  return JSON.parse(settled) as DraftOrderQuoteRequest | null;
}

export function DraftForm({ draft, onPlaced }: { draft: DraftOrder | null; onPlaced(message: string): void }) {
  const id = useId();
  const navigate = useNavigate();
  const form = useForm<DraftFormValues>({ defaultValues: draft ? valuesOf(draft) : emptyDraft });
  const [customer, setCustomer] = useState<DraftCustomer | null>(draft?.customer ?? null);
  const [lines, setLines] = useState<DraftLine[]>(draft ? linesOf(draft) : []);
  // Lines and customer live beside the form: a change to them is a change to save too.
  const [changed, setChanged] = useState(false);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const save = useSaveDraft(draft?.id ?? null);
  const { errors } = form.formState;

  const [method, districtId, coupon] = useWatch({
    control: form.control,
    name: ['delivery_method', 'district_id', 'coupon_code'],
  });
  const quoteRequest = useSettledQuoteRequest(
    quoteRequestOf({ delivery_method: method, district_id: districtId, coupon_code: coupon }, customer, lines),
  );
  const quote = useDraftQuote(quoteRequest);

  const chooseCustomer = (chosen: DraftCustomer | null, names?: CustomerNames) => {
    setCustomer(chosen);
    setChanged(true);
    setProblems(({ customer_id: _gone, ...rest }) => rest);
    if (!chosen) return;
    // The recipient is the customer unless staff say otherwise (a gift, a relative collects).
    const fill = { shouldDirty: true, shouldValidate: false };
    if (names) {
      form.setValue('first_name', names.first_name, fill);
      form.setValue('last_name', names.last_name, fill);
    }
    form.setValue('phone_number', chosen.phone, fill);
  };

  /** A saved address fills the place and the phone; the recipient's name stays as it is. */
  const fillFromBook = (address: SavedAddress) => {
    const fill = { shouldDirty: true, shouldValidate: false };
    form.setValue('delivery_method', 'delivery', fill);
    form.setValue('province_id', address.province_id, fill);
    form.setValue('district_id', address.district_id, fill);
    form.setValue('local_level_id', address.local_level_id, fill);
    form.setValue('ward', address.ward, fill);
    form.setValue('tole', address.tole, fill);
    form.setValue('landmark', address.landmark ?? '', fill);
    form.setValue('postal_code', address.postal_code ?? '', fill);
    form.setValue('phone_number', address.phone, fill);
  };

  const changeLines = (next: DraftLine[]) => {
    setLines(next);
    setChanged(true);
    setProblems(({ lines: _gone, ...rest }) => rest);
  };

  /** Refusals by field: the customer and lines beside the form, the rest on the form's fields. */
  const showProblems = (found: Record<string, string>) => {
    const { customer_id, lines: linesProblem, form: whole, ...onFields } = found;
    setProblems({ ...(customer_id ? { customer_id } : {}), ...(linesProblem ? { lines: linesProblem } : {}) });
    Object.entries(onFields).forEach(([field, message], index) =>
      form.setError(field as keyof DraftFormValues, { message }, { shouldFocus: index === 0 }),
    );
    if (whole) setAlert(whole);
  };

  const submit = form.handleSubmit((values) => {
    setAlert(null);
    form.clearErrors();
    const request = requestOf(values, customer, lines);
    const found = problemsOf(request);
    if (Object.keys(found).length > 0) {
      showProblems(found);
      return;
    }
    setProblems({});
    save.mutate(request, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        if (!draft) {
          navigate(draftPagePath(answer.data.id), { replace: true });
          return;
        }
        form.reset(valuesOf(answer.data));
        setLines(linesOf(answer.data));
        setCustomer(answer.data.customer);
        setChanged(false);
      },
      onError: (error) => {
        // A line's refusal ('lines.0.quantity') is shown under the lines, as a whole.
        const onFields: Record<string, string> = {};
        for (const [path, message] of Object.entries(fieldErrors(error))) onFields[path.split('.')[0]!] ??= message;
        showProblems(onFields);
        if (Object.keys(onFields).length === 0) setAlert(staffFailureMessage(error));
      },
    });
  });

  const unsaved = changed || form.formState.isDirty;

  return (
    <FormProvider {...form}>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-4">
          <Section title="Customer" id={`${id}-customer`}>
            <CustomerPicker customer={customer} onChoose={chooseCustomer} error={problems.customer_id} />
          </Section>

          <Section title="Items" id={`${id}-items`}>
            <DraftLines
              lines={lines}
              quote={quote.isError ? undefined : quote.data}
              error={problems.lines}
              onChange={changeLines}
            />
          </Section>

          <Section title="Delivery" id={`${id}-delivery`}>
            <div className="grid gap-4 sm:grid-cols-3">
              <TextField
                id={`${id}-first`}
                label="First name"
                requiredMark
                autoComplete="off"
                error={errors.first_name?.message}
                {...form.register('first_name')}
              />
              <TextField
                id={`${id}-middle`}
                label="Middle name"
                optional
                autoComplete="off"
                error={errors.middle_name?.message}
                {...form.register('middle_name')}
              />
              <TextField
                id={`${id}-last`}
                label="Last name"
                requiredMark
                autoComplete="off"
                error={errors.last_name?.message}
                {...form.register('last_name')}
              />
            </div>
            <TextField
              id={`${id}-phone`}
              label="Phone"
              requiredMark
              type="tel"
              inputMode="numeric"
              autoComplete="off"
              hint="The courier calls this number."
              error={errors.phone_number?.message}
              {...form.register('phone_number')}
            />
            {customer ? <AddressBook customerId={customer.id} onUse={fillFromBook} /> : null}
            <DeliveryPlaceFields idPrefix={`${id}-address`} />
          </Section>

          <Section title="Order details" id={`${id}-details`}>
            <div className="grid gap-4 sm:grid-cols-2">
              <Select
                id={`${id}-source`}
                label="How it came in"
                requiredMark
                options={DRAFT_ORDER_SOURCES.map((value) => ({ value, label: DRAFT_ORDER_SOURCE_LABELS[value] }))}
                placeholder="Choose..."
                error={errors.source?.message}
                {...form.register('source')}
              />
              <TextField
                id={`${id}-coupon`}
                label="Coupon code"
                optional
                autoComplete="off"
                spellCheck={false}
                maxLength={40}
                error={errors.coupon_code?.message}
                {...form.register('coupon_code')}
              />
            </div>
            <Textarea
              id={`${id}-staff-note`}
              label="Note for staff"
              optional
              hint="Seen only on the order desk."
              rows={2}
              maxLength={DRAFT_STAFF_NOTE_MAX_LENGTH}
              error={errors.staff_note?.message}
              {...form.register('staff_note')}
            />
            <Textarea
              id={`${id}-notes`}
              label="Note for the order"
              optional
              hint="Goes with the order, as a shopper's note at checkout does."
              rows={2}
              maxLength={NOTES_MAX_LENGTH}
              error={errors.notes?.message}
              {...form.register('notes')}
            />
          </Section>
        </div>

        <div className="h-fit space-y-4 lg:sticky lg:top-4">
          <Section title="Totals" id={`${id}-totals`}>
            <DraftTotals
              quote={quote.data}
              loading={quote.isFetching}
              error={quote.isError ? quote.error : null}
              empty={lines.length === 0}
            />
            <FormAlert message={alert} />
            <Button className="w-full" loading={save.isPending} loadingText="Saving..." onClick={() => void submit()}>
              <Save aria-hidden="true" className="size-4" />
              Save draft
            </Button>
          </Section>
          {draft ? <DraftActions draft={draft} unsaved={unsaved} onPlaced={onPlaced} /> : null}
        </div>
      </div>
    </FormProvider>
  );
}
