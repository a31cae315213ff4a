import {
  AUTH_LOGOUT_PATH,
  AUTH_PATHS,
  type AuthConfig,
  type AuthResponse,
  type ChangeEmailInput,
  type ChangePasswordInput,
  type ForgotPasswordInput,
  type LoginInput,
  type PhoneResetInput,
  type Profile,
  type ProfilePatch,
  type ResetPasswordInput,
  type SessionUser,
  type SignupInput,
} from '@pasal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, refreshAccessToken, setAccessToken } from '../../api/http';
import { useSession } from '../../api/session-store';

const authKeys = {
  all: ['auth'] as const,
  config: ['auth', 'config'] as const,
  profile: (userId: number | null) => ['auth', 'profile', userId] as const,
};

/** Public sign-in settings: whether to show the Google button. */
const authConfigQuery = () =>
  queryOptions({
    queryKey: authKeys.config,
    queryFn: () => apiRequest<{ data: AuthConfig }>(AUTH_PATHS.config).then((body) => body.data),
    staleTime: Infinity,
  });

export function useAuthConfig() {
  return useQuery(authConfigQuery());
}

export function useLogin() {
  return useMutation({
    mutationFn: (input: LoginInput) =>
      apiRequest<{ data: AuthResponse }>(AUTH_PATHS.login, { method: 'POST', body: input }).then((body) => body.data),
  });
}

export function useGoogleLogin() {
  return useMutation({
    mutationFn: (input: { token: string; remember: boolean }) =>
      apiRequest<{ data: AuthResponse }>(AUTH_PATHS.google, { method: 'POST', body: input }).then((body) => body.data),
  });
}

export function useSignup() {
  return useMutation({
    mutationFn: (input: SignupInput) =>
      apiRequest<{ data: { user: SessionUser } }>(AUTH_PATHS.register, { method: 'POST', body: input }),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) =>
      apiRequest<{ data: { message: string } }>(AUTH_PATHS.passwordReset, { method: 'POST', body: input }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      apiRequest<{ data: { message: string } }>(AUTH_PATHS.setNewPassword, { method: 'POST', body: input }),
  });
}

/** Success renews this tab's session (the server ended every other one). */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      apiRequest<{ data: AuthResponse }>(AUTH_PATHS.changePassword, { method: 'POST', body: input }).then(
        (body) => body.data,
      ),
    onSuccess: (data) => {
      setAccessToken(data.access);
      useSession.getState().updateUser(data.user);
    },
  });
}

/**
 * Proves an address with its code. A signed-in browser then renews its session, so the new access
 * token (which orders check) and the header's user say the address is proven.
 */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; code: string }) =>
      apiRequest<{ data: { message: string; user: SessionUser } }>(AUTH_PATHS.verifyEmail, {
        method: 'POST',
        body: input,
      }).then((body) => body.data),
    onSuccess: async (data) => {
      const session = useSession.getState();
      if (session.loggedIn && session.user?.id === data.user.id) {
        await refreshAccessToken();
        await queryClient.invalidateQueries({ queryKey: authKeys.profile(data.user.id) });
      }
    },
  });
}

/** A new code for an unproven address (the server answers the same whatever the account). */
export function useSendVerification() {
  return useMutation({
    mutationFn: (input: { email: string }) =>
      apiRequest<{ data: { message: string } }>(AUTH_PATHS.sendVerification, { method: 'POST', body: input }),
  });
}

/** Texts a code to the signed-in account's phone number (docs/rules/accounts.md#mobile-number). */
export function useSendPhoneVerification() {
  return useMutation({
    mutationFn: () => apiRequest<{ data: { message: string } }>(AUTH_PATHS.sendPhoneVerification, { method: 'POST' }),
  });
}

/** The texted code proves the number: the header's user and the cached profile say so at once. */
export function useVerifyPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { code: string }) =>
      apiRequest<{ data: { message: string; user: SessionUser } }>(AUTH_PATHS.verifyPhone, {
        method: 'POST',
        body: input,
      }).then((body) => body.data),
    onSuccess: async (data) => {
      useSession.getState().updateUser(data.user);
      await queryClient.invalidateQueries({ queryKey: authKeys.profile(data.user.id) });
    },
  });
}

/** A sign-in code for a proven number (the server answers the same for any number). */
export function useSendPhoneLogin() {
  return useMutation({
    mutationFn: (input: { phone: string }) =>
      apiRequest<{ data: { message: string } }>(AUTH_PATHS.sendPhoneLogin, { method: 'POST', body: input }).then(
        (body) => body.data,
      ),
  });
}

export function usePhoneLogin() {
  return useMutation({
    mutationFn: (input: { phone: string; code: string; remember: boolean }) =>
      apiRequest<{ data: AuthResponse }>(AUTH_PATHS.phoneLogin, { method: 'POST', body: input }).then(
        (body) => body.data,
      ),
  });
}

/** A sign-up code for a mobile number (the server answers the same for any number). */
export function useSendPhoneSignup() {
  return useMutation({
    mutationFn: (input: { phone: string }) =>
      apiRequest<{ data: { message: string } }>(AUTH_PATHS.sendPhoneSignup, { method: 'POST', body: input }).then(
        (body) => body.data,
      ),
  });
}

/** A new account with the number alone, signed in (docs/rules/accounts.md#sign-up-with-a-mobile-number). */
export function usePhoneSignup() {
  return useMutation({
    mutationFn: (input: { phone: string; code: string; first_name: string; last_name: string; remember: boolean }) =>
      apiRequest<{ data: AuthResponse }>(AUTH_PATHS.phoneSignup, { method: 'POST', body: input }).then(
        (body) => body.data,
      ),
  });
}

export function useSendPhoneReset() {
  return useMutation({
    mutationFn: (input: { phone: string }) =>
      apiRequest<{ data: { message: string } }>(AUTH_PATHS.sendPhoneReset, { method: 'POST', body: input }).then(
        (body) => body.data,
      ),
  });
}

/** A new password with a verified number's reset code; the server ends every session. */
export function usePhoneReset() {
  return useMutation({
    mutationFn: (input: PhoneResetInput) =>
      apiRequest<{ data: { message: string } }>(AUTH_PATHS.phoneReset, { method: 'POST', body: input }),
  });
}

/** A new address: this tab's session is renewed (the server ended every other one). */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangeEmailInput) =>
      apiRequest<{ data: AuthResponse }>(AUTH_PATHS.changeEmail, { method: 'POST', body: input }).then(
        (body) => body.data,
      ),
    onSuccess: async (data) => {
      setAccessToken(data.access);
      useSession.getState().updateUser(data.user);
      await queryClient.invalidateQueries({ queryKey: authKeys.profile(data.user.id) });
    },
  });
}

/** The signed-in shopper's profile (account details and billing address). */
export function useProfile() {
  const userId = useSession((state) => (state.loggedIn ? (state.user?.id ?? null) : null));
  return useQuery(profileQuery(userId));
}

const profileQuery = (userId: number | null) =>
  queryOptions({
    queryKey: authKeys.profile(userId),
    queryFn: () => apiRequest<{ data: Profile }>(AUTH_PATHS.profile).then((body) => body.data),
    enabled: userId !== null,
  });

/** PATCH with only the changed fields; the answer refreshes the cached profile and the session's user. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: ProfilePatch) =>
      apiRequest<{ data: Profile }>(AUTH_PATHS.profile, { method: 'PATCH', body: patch }).then((body) => body.data),
    onSuccess: (profile) => {
      queryClient.setQueryData(authKeys.profile(profile.id), profile);
      const { billing: _billing, ...user } = profile;
      useSession.getState().updateUser(user);
    },
  });
}

/** Ends the session on the server (revokes the refresh-token family) and in this browser. */
export async function logout(): Promise<void> {
  try {
    await fetch(AUTH_LOGOUT_PATH, { method: 'POST', credentials: 'same-origin' });
  } catch {
    // Offline: the browser forgets the session anyway; the cookie's family expires on its own.
  } finally {
    setAccessToken(null);
    useSession.getState().signOut();
  }
}
