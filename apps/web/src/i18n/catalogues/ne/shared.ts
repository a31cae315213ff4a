// The contract's shared messages in Nepali (validation, API errors): a file of their own, loaded
// by Nepali pages only (i18n/index.ts loadSharedMessages).
export { NEPALI_MESSAGE_TABLE as sharedMessages } from '@pasal/contract';
