import { resetSequence } from './factories.js';
import { resetWorlds } from './tariff-factories.js';

/**
 * Run before each test file (vitest.config.ts `setupFiles`). Files share their worker's modules,
 * so the factories' numbering would go on from the file before; each file starts it from 1, as
 * it would alone, and whatever order the files come in, a file sees the same names.
 */
resetSequence();
resetWorlds();
