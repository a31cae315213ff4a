// A form's own message from the server, worth reading next to the toast (e.g. 'Invalid email or
// password'): announced when it appears, nothing rendered when there is none. A shared message
// (the server's English) is shown in the page's language.
import { translateMessage } from '@pasal/contract';
import { activeLocale } from '../../i18n';

export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm text-red-800">
      {translateMessage(message, activeLocale())}
    </p>
  );
}
