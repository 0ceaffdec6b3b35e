import { defineMessages } from './define.js';

/** Screens of the users, organizations, organization-profiles and mails admin pages. */
export const adminScreenMessages = defineMessages({});
