// The look of a link inside running text or under a form ("Forgot password?", "Sign up"):
// brand colour, underlined on hover. A link that looks like a button uses buttonClass instead.

export const linkClass = 'font-medium text-brand-700 underline-offset-2 hover:underline';
