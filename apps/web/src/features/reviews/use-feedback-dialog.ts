import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../api/session-store';
import { feedbackKindFromState, loginState, type FeedbackKind } from './router-state';

// History entries whose automatic dialog has already been shown, so leaving the tab and coming
// back (or closing the dialog) does not open it again.
const autoOpened = new Set<string>();

/**
 * Open state of a review or question dialog plus its button's action
 * (docs/rules/catalogue.md#reviews): a signed-in shopper gets the dialog; a visitor goes to /login
 * with a redirect back here and the kind, and on return (router state 'review' / 'qna') the dialog
 * opens by itself.
 */
export function useFeedbackDialog(kind: FeedbackKind) {
  const location = useLocation();
  const navigate = useNavigate();
  const loggedIn = useSession((session) => session.loggedIn);
  const [open, setOpen] = useState(false);
  const wanted = loggedIn && feedbackKindFromState(location.state) === kind;

  useEffect(() => {
    if (!wanted || autoOpened.has(location.key)) return;
    autoOpened.add(location.key);
    setOpen(true);
  }, [wanted, location.key]);

  const request = () => {
    if (loggedIn) setOpen(true);
    else void navigate('/login', { state: loginState(location.pathname, kind) });
  };

  return { open: open && loggedIn, setOpen, request };
}
