// First run (issue #32): the /setup page's form and status, and the checklist the dashboard shows.
export { useSetupStatus } from './api';
export { SetupChecklistCard } from './setup-checklist';
export { SetupForm } from './setup-form';
