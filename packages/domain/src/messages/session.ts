import { defineMessages } from './define.js';

/** The shell's session behaviour: access denied, login modal, sign-out, menus by role. */
export const sessionMessages = defineMessages({});
