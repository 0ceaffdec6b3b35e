import { defineMessages } from './define.js';

/** Organizations, their profiles and bank details: admin and partner screens. */
export const organizationsMessages = defineMessages({});
