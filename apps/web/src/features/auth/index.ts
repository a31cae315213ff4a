// The auth feature's public face (issue #21): the profile for the checkout, and what the login,
// sign-up and account pages compose (forms, errors, hooks). The session itself is read from
// api/session-store.ts, under the features.
export { AccountPage, FormSkeleton } from './account-forms-shared';
export { AccountSidebar } from './account-sidebar';
export {
  useProfile,
  useUpdateProfile,
  logout,
  useChangeEmail,
  useChangePassword,
  useForgotPassword,
  useLogin,
  useAuthConfig,
  useResetPassword,
  useSignup,
} from './api';
export { firstErrorMessage, showFailure } from './errors';
export { GoogleSignIn } from './google-sign-in';
export { changedFields } from './profile-diff';
export { useCompleteSignIn } from './use-complete-sign-in';
export { VerifyEmailForm, WithEmail } from './verify-email-form';
export { VerifyEmailPanel } from './verify-email-panel';
export { VerifyPhonePanel } from './verify-phone-panel';
export { PhoneSignIn } from './phone-sign-in';
export { PhoneSignUp } from './phone-sign-up';
export { PhoneResetPassword } from './phone-reset-password';
