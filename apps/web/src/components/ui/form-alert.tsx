// A form's own message from the server, worth reading next to the toast (e.g. 'Invalid email or
// password'): announced when it appears, nothing rendered when there is none.

export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm text-red-800">
      {message}
    </p>
  );
}
