import { ORDER_SMS_KINDS, ORDER_SMS_LABELS, type AdminSettings, type ShopSettingsInput } from '@pasal/contract';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Badge } from '../../components/ui/badge';

// Order updates by SMS (issue #36): one switch per kind, all on until the admin switches one off.
// They are sent to the phone number on the order, in the order's language, and only when the
// server has an SMS provider (Sparrow SMS); a demo shop writes them to its outbox folder instead.

type Form = UseFormReturn<ShopSettingsInput, unknown, unknown>;

const MODE_BADGE: Record<AdminSettings['sms_mode'], { tone: 'success' | 'warning' | 'neutral'; text: string }> = {
  live: { tone: 'success', text: 'Sent through Sparrow SMS' },
  demo: { tone: 'warning', text: 'Demo: written to the outbox folder (sms-outbox), not sent' },
  off: { tone: 'neutral', text: 'Not set up: none are sent until an SMS provider is configured' },
};

export function SmsFieldset({
  form,
  mode,
  className,
}: {
  form: Form;
  mode: AdminSettings['sms_mode'];
  className: string;
}) {
  const id = useId();
  const badge = MODE_BADGE[mode];
  return (
    <fieldset className={className} aria-describedby={`${id}-about`}>
      <legend className="px-1 text-base font-semibold text-ink">Text messages</legend>
      <div id={`${id}-about`} className="mb-3 text-sm text-slate-600">
        <p>
          Order updates sent by SMS to the phone number on the order, in the order's language, next to the e-mails. SMS
          are only sent when an SMS provider (Sparrow SMS) is configured on the server; in demo mode they are written to
          the outbox folder instead. A switched-off update sends no SMS; its e-mail still goes.
        </p>
        <p className="mt-2">
          <Badge tone={badge.tone}>{badge.text}</Badge>
        </p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2">
        {ORDER_SMS_KINDS.map((kind) => (
          <li key={kind}>
            <label className="flex items-center gap-2 text-sm font-medium text-slate-900">
              <input
                type="checkbox"
                className="size-5 shrink-0 rounded border-slate-400 accent-brand-700"
                {...form.register(`sms.${kind}`)}
              />
              {ORDER_SMS_LABELS[kind]}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
