// The shop settings screen and the settings it edits (issue #21), for its route under /staff.
export { useAdminSettings } from './api';
export { DemoDataSection } from './demo-data';
export { SettingsForm } from './settings-form';
export { MailServerSection } from './mail-server-section';
export { PaymentsSection } from './payments-section';
