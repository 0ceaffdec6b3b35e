import { defineMessages } from './define.js';

/** Sign-in, registration, password recovery and profile screens. */
export const authPageMessages = defineMessages({});
