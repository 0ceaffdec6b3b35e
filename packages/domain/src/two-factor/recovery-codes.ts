/** How many recovery codes an enrolment gives; each works once. */
export const RECOVERY_CODE_COUNT = 10;

/** Letters and digits a person does not confuse when reading them off paper (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** How many random bytes a code takes (one a character). */
export const RECOVERY_CODE_BYTES = 10;

/**
 * Codes of ten characters in two groups, `ABCDE-FGHJK` (about 49 bits each), from the random
 * bytes the caller draws (`RECOVERY_CODE_BYTES` a code): the domain has no random source.
 */
export function recoveryCodesFrom(random: (bytes: number) => Uint8Array, count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    // 256 is not a multiple of 31: the first eight letters come a little more often (8/256), harmless at 49 bits.
    const chars = Array.from(random(RECOVERY_CODE_BYTES), (byte) => ALPHABET[byte % ALPHABET.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** What is compared: upper case, without spaces and dashes, so `abcde fghjk` is the same code. */
export function normalizeRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}
