import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusAfterRender } from './use-focus-after-render';

/** A field that appears with an answer, like the code field after "Send code". */
function AppearsWithAnswer() {
  const [shown, setShown] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const answer = () =>
    void Promise.resolve().then(() => {
      setShown(true);
      // Called before React has rendered the field: it must wait for the field to exist.
      focusAfterRender(() => field.current?.focus());
    });
  return (
    <>
      <button type="button" onClick={answer}>
        Send code
      </button>
      {shown ? <input ref={field} aria-label="Code" /> : null}
    </>
  );
}

describe('useFocusAfterRender', () => {
  it('focuses a field that the same update brings into the page', async () => {
    render(<AppearsWithAnswer />);
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const code = await screen.findByLabelText('Code');
    await waitFor(() => expect(code).toHaveFocus());
  });

  it('focuses again on a second request (a resent code)', async () => {
    render(<AppearsWithAnswer />);
    const send = screen.getByRole('button', { name: 'Send code' });
    await userEvent.click(send);
    const code = await screen.findByLabelText('Code');
    await waitFor(() => expect(code).toHaveFocus());
    await userEvent.click(send);
    await waitFor(() => expect(code).toHaveFocus());
  });
});
