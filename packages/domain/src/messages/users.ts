import { defineMessages } from './define.js';

/** Users admin screens and their API texts. */
export const usersMessages = defineMessages({});
