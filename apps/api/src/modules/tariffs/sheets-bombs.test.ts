import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate, type Language, type MessageKey, type TariffImportResult } from '@cargo/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { createActor, createOrganization, type Actor } from '../../../test/factories.js';
import { followJob, upload } from '../../../test/tariff-sheet-uploads.js';
import { sharedStringsBomb } from '../../../test/zip-bombs.js';

/**
 * Issue 27, finding 1: the three rate sheets of the attacker's probe, made here (6.3 MB holding
 * 150 million shared strings, 1.7 MB holding 40 million, 0.6 MB holding one string of 600 million
 * characters). Before the guards the first aborted the API ("Fatal JavaScript invalid size
 * error"), the second held a core for 30 s, the third took the process to 1 GB. Each is refused
 * now within seconds, as the file's one error in the uploader's language, while the health check
 * keeps answering.
 */

let t: TestApp;
let owner: Actor;

/**
 * How long an import of a bomb may take from the upload to END; printed for each (1 to 3 s on a
 * quiet machine, up to 25 s with seven test runs sharing its two cores).
 */
const WITHIN_MS = 30_000;

beforeAll(async () => {
  t = await createTestApp();
  const profiles = [{ kind: 'Sea_transportation', status: 'APPROVED' }];
  owner = await createActor(
    t.app,
    t.database.db,
    await createOrganization(t.database.db, { profiles }),
    'PARTNER_ADMIN',
  );
  // A first import starts the reading process, so the bombs' times are theirs alone.
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Notes').addRow(['nothing to import']);
  const warm = await upload(t.app, owner, 'sea', Buffer.from(await workbook.xlsx.writeBuffer()));
  await followJob(t.app, (warm.json().data as { jobId: string }).jobId, owner);
});
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const BOMBS: { label: string; make: () => Buffer; language: Language; message: MessageKey; max: number }[] = [
  {
    label: '150 million shared strings',
    make: () => sharedStringsBomb('<si><t>A</t></si>', 150_000_000),
    language: 'en',
    message: 'uploads.workbook.overCompressed',
    max: 100,
  },
  {
    label: '40 million shared strings',
    make: () => sharedStringsBomb('<si><t>A</t></si>', 40_000_000),
    language: 'ru',
    message: 'uploads.workbook.overCompressed',
    max: 100,
  },
  {
    label: 'one string of 600 million characters',
    make: () => sharedStringsBomb('A', 600_000_000, { head: '<si><t>', tail: '</t></si>' }),
    language: 'zh',
    message: 'uploads.workbook.cellTooLong',
    max: 32_767,
  },
];

describe('a rate sheet that unpacks to gigabytes', () => {
  it.each(BOMBS)(
    'is refused within seconds: $label',
    { timeout: 120_000 },
    async ({ label, make, language, message, max }) => {
      const zip = make();
      const began = performance.now();
      const response = await upload(t.app, owner, 'sea', zip, { language });
      expect(response.statusCode, response.body).toBe(202);
      const { jobId } = response.json().data as { jobId: string };

      // The health check answers all along, each time at once.
      let importing = true;
      const pings: number[] = [];
      const pinger = (async () => {
        while (importing) {
          const sent = performance.now();
          const health = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
          expect(health.statusCode).toBe(200);
          pings.push(performance.now() - sent);
          await sleep(50);
        }
      })();
      const seen = await followJob(t.app, jobId, owner, WITHIN_MS * 3);
      importing = false;
      await pinger;
      const elapsed = performance.now() - began;
      process.stdout.write(
        `${label} (${(zip.length / 1024 / 1024).toFixed(1)} MB) on ${t.database.engine}: refused ${Math.round(elapsed)} ms after the upload; ` +
          `${pings.length} health checks, the slowest ${Math.round(Math.max(...pings))} ms\n`,
      );

      const end = seen.at(-1)!;
      expect(end.error).toBeNull();
      expect(end.result as TariffImportResult).toMatchObject({
        imported: 0,
        errorCount: 1,
        hasAnnotated: false,
        errors: [{ sheet: null, row: null, column: null, errorText: translate(language, message, { max }) }],
      });
      expect(elapsed).toBeLessThan(WITHIN_MS);
      expect(pings.length).toBeGreaterThan(0);
      expect(Math.max(...pings)).toBeLessThan(1_000);
    },
  );
});
