import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { activeLocale, t } from '../../i18n';
import { useAuthConfig, useGoogleLogin } from './api';
import { serverMessage } from '../../api/failure-message';
import { useCompleteSignIn } from './use-complete-sign-in';

const GIS_SCRIPT = 'https://accounts.google.com/gsi/client';

interface CredentialResponse {
  credential?: string;
}

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (response: CredentialResponse) => void;
        ux_mode?: 'popup' | 'redirect';
        context?: 'signin' | 'signup' | 'use';
        itp_support?: boolean;
      }): void;
      renderButton(
        parent: HTMLElement,
        options: {
          type?: 'standard' | 'icon';
          theme?: 'outline' | 'filled_blue' | 'filled_black';
          size?: 'large' | 'medium' | 'small';
          text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
          shape?: 'rectangular' | 'pill';
          logo_alignment?: 'left' | 'center';
          width?: number;
          /** The button's language (Google's own words: 'Continue with Google'). */
          locale?: string;
        },
      ): void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

let scriptLoading: Promise<GoogleIdentity> | null = null;

/** Loads Google Identity Services once per page. */
function loadGoogleIdentity(): Promise<GoogleIdentity> {
  scriptLoading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    if (window.google?.accounts?.id) {
      resolve(window.google);
      return;
    }
    const script = document.createElement('script');
    script.src = GIS_SCRIPT;
    script.async = true;
    script.defer = true;
    script.onload = () => (window.google ? resolve(window.google) : reject(new Error('Google script loaded empty')));
    script.onerror = () => {
      scriptLoading = null;
      reject(new Error('Google sign-in could not load'));
    };
    document.head.appendChild(script);
  });
  return scriptLoading;
}

/**
 * Hands a Google credential to the server (without one, an error toast and nothing is sent:
 * docs/rules/accounts.md#google-sign-in), then completes the sign-in like a password login.
 */
export function useGoogleCredential(remember: () => boolean) {
  const googleLogin = useGoogleLogin();
  const completeSignIn = useCompleteSignIn();
  return {
    pending: googleLogin.isPending,
    handle(credential: string | undefined) {
      if (!credential) {
        toast.error(t('auth.googleNoToken'));
        return;
      }
      const keep = remember();
      googleLogin.mutate(
        { token: credential, remember: keep },
        {
          onSuccess: (data) => completeSignIn(data, keep),
          // One toast: the server's words when it has some (e.g. too many attempts), else
          // 'Something went wrong'.
          onError: (error) => toast.error(serverMessage(error) ?? t('auth.somethingWentWrong')),
        },
      );
    },
  };
}

/**
 * The social sign-in button: shown only when the server has a Google client id
 * (docs/rules/accounts.md#google-sign-in). Google renders the button itself inside our box (popup
 * mode).
 */
export function GoogleSignIn({ context, remember }: { context: 'signin' | 'signup'; remember: () => boolean }) {
  const config = useAuthConfig();
  const clientId = config.data?.google_client_id ?? null;
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const credential = useGoogleCredential(remember);
  const handle = useRef(credential.handle);
  useEffect(() => {
    handle.current = credential.handle;
  });

  useEffect(() => {
    if (!clientId) return;
    let cancelled = false;
    loadGoogleIdentity()
      .then((google) => {
        if (cancelled || !box.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: (response) => handle.current(response.credential),
          ux_mode: 'popup',
          context,
          itp_support: true,
        });
        google.accounts.id.renderButton(box.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: context === 'signup' ? 'signup_with' : 'continue_with',
          shape: 'rectangular',
          logo_alignment: 'center',
          width: Math.min(400, box.current.clientWidth || 320),
          locale: activeLocale(),
        });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [clientId, context]);

  if (!clientId) return null;
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3 text-sm text-slate-600" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        {t('auth.or')}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      {failed ? (
        <p className="text-center text-sm text-slate-600">{t('auth.googleUnavailable')}</p>
      ) : (
        <div ref={box} className="flex min-h-11 justify-center" aria-busy={credential.pending} />
      )}
    </div>
  );
}
