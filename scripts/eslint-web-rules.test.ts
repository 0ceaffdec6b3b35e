import { describe, expect, it } from 'vitest';
import { lintProbe as problems } from './lint-probe.js';

/**
 * The web app's one translation path, one way with dates, one drawer and one list machinery
 * (eslint.config.js), as ESLint
 * reports them: in one file, so the typed rules' project is loaded once.
 */
describe('one translation path in the web app', () => {
  const rule = 'one-way/translation';

  it('refuses the domain’s catalogue and what reads it', async () => {
    for (const name of ['catalogue', 'translate', 'isMessageKey', 'messagesOf', 'cargoText'])
      expect(
        await problems(
          'apps/web/src/features/home/i18n-probe.ts',
          `import { ${name} } from '@cargo/domain';\nexport const probe = ${name};\n`,
        ),
        name,
      ).toContain(rule);
  });

  it('lets tests and their helpers read it, and the app the rest of the domain', async () => {
    const code = "import { isMessageKey } from '@cargo/domain';\nexport const probe = isMessageKey;\n";
    expect(await problems('apps/web/src/features/home/i18n-probe.test.ts', code)).not.toContain(rule);
    expect(await problems('apps/web/src/test/i18n-probe.ts', code)).not.toContain(rule);
    expect(
      await problems(
        'apps/web/src/features/home/i18n-probe.ts',
        "import { cargoTextOf, type MessageKey } from '@cargo/domain';\nexport const probe: [typeof cargoTextOf, MessageKey?] = [cargoTextOf];\n",
      ),
    ).not.toContain(rule);
  });
});

describe('one way with dates in the web app', () => {
  it('refuses dayjs outside the pickers’ wrapper, but not its type', async () => {
    const rule = 'one-way/dates';
    const value = "import dayjs from 'dayjs';\nexport const probe = dayjs();\n";
    expect(await problems('apps/web/src/features/orders/components/dates-probe.tsx', value)).toContain(rule);
    expect(await problems('apps/web/src/shared/lib/dates-probe.ts', value)).toContain(rule);
    const type = "import type { Dayjs } from 'dayjs';\nexport type Probe = Dayjs;\n";
    expect(await problems('apps/web/src/features/orders/components/dates-probe.tsx', type)).not.toContain(rule);
    expect(await problems('apps/web/src/features/orders/components/dates-probe.test.tsx', value)).not.toContain(rule);
  });

  it('refuses reckoning with Date’s fields, ISO strings and Intl dates outside shared/lib', async () => {
    const rule = 'no-restricted-properties';
    for (const code of [
      'export const probe = (now: Date) => now.getFullYear();\n',
      'export const probe = (now: Date) => now.setUTCDate(now.getUTCDate() + 14);\n',
      'export const probe = (now: Date) => now.toISOString().slice(0, 10);\n',
      'export const probe = () => Intl.DateTimeFormat().resolvedOptions().timeZone;\n',
    ])
      expect(await problems('apps/web/src/features/tariffs/lib/dates-probe.ts', code), code).toContain(rule);
    expect(
      await problems(
        'apps/web/src/features/tariffs/lib/dates-probe.test.ts',
        'export const probe = new Date().getFullYear();\n',
      ),
    ).not.toContain(rule);
  });
});

describe('one drawer in the web app', () => {
  const drawer = "import { Drawer } from 'antd';\nexport const probe = Drawer;\n";
  const refused = 'one-way/drawers';

  it('a feature, or a shared form, does not open Ant Design’s Drawer itself', async () => {
    expect(await problems('apps/web/src/features/tariffs/components/drawer-probe.tsx', drawer)).toContain(refused);
    const deep = "import Drawer from 'antd/es/drawer';\nexport const probe = Drawer;\n";
    expect(await problems('apps/web/src/features/tariffs/components/drawer-probe.tsx', deep)).toContain(refused);
    expect(await problems('apps/web/src/shared/forms/drawer-probe.tsx', drawer)).toContain(refused);
  });

  it('uses the shared drawers and the rest of antd, and dayjs stays refused beside it', async () => {
    const shared =
      "import { Button } from 'antd';\nimport { SideDrawer } from '../../../shared/ui';\nimport { FormDrawer } from '../../../shared/forms';\nexport const probe = [Button, SideDrawer, FormDrawer];\n";
    expect(await problems('apps/web/src/features/tariffs/components/drawer-probe.tsx', shared)).toEqual([]);
    const dayjs = "import dayjs from 'dayjs';\nexport const probe = dayjs;\n";
    expect(await problems('apps/web/src/shared/ui/drawer-probe.tsx', dayjs)).toEqual(['one-way/dates']);
  });
});

describe('one list machinery in the web app', () => {
  const rule = 'one-way/lists';
  const table = "import { Table } from 'antd';\nexport const probe = Table;\n";
  it("a feature importing Ant Design's Table or Pagination is refused", async () => {
    expect(await problems('apps/web/src/features/users/components/list-probe.tsx', table)).toContain(rule);
    expect(
      await problems(
        'apps/web/src/features/notifications/components/list-probe.tsx',
        "import { Pagination } from 'antd';\nexport const probe = Pagination;\n",
      ),
    ).toContain(rule);
    expect(
      await problems(
        'apps/web/src/shared/ui/list-probe.tsx',
        "import type { SortOrder } from 'antd/es/table/interface';\nexport type Probe = SortOrder;\n",
      ),
    ).toContain(rule);
  });

  it('shared/lists may, and a feature may use what it gives and the rest of antd', async () => {
    expect(await problems('apps/web/src/shared/lists/list-probe.tsx', table)).not.toContain(rule);
    expect(
      await problems(
        'apps/web/src/features/users/components/list-probe.tsx',
        [
          "import { Button, type TableColumnsType } from 'antd';",
          "import { DetailTable, ListTable } from '../../../shared/lists';",
          'export const probe = [Button, DetailTable, ListTable];',
          'export type Probe = TableColumnsType<object>;',
          '',
        ].join('\n'),
      ),
    ).not.toContain(rule);
  });
});
