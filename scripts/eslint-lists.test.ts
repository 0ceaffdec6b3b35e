import { describe, expect, it } from 'vitest';
import { lintProbe } from './lint-probe.js';

/**
 * One list machinery (eslint.config.js `listsThroughShared`): Ant Design's Table and Pagination
 * are imported in apps/web/src/shared/lists only; a page uses ListTable, ListPager or DetailTable.
 */
const rule = 'no-restricted-imports';
const table = "import { Table } from 'antd';\nexport const probe = Table;\n";

describe('lists through shared/lists', () => {
  it("a feature importing Ant Design's Table or Pagination is refused", async () => {
    expect(await lintProbe('apps/web/src/features/users/components/list-probe.tsx', table)).toContain(rule);
    expect(
      await lintProbe(
        'apps/web/src/features/notifications/components/list-probe.tsx',
        "import { Pagination } from 'antd';\nexport const probe = Pagination;\n",
      ),
    ).toContain(rule);
    expect(
      await lintProbe(
        'apps/web/src/shared/ui/list-probe.tsx',
        "import type { SortOrder } from 'antd/es/table/interface';\nexport type Probe = SortOrder;\n",
      ),
    ).toContain(rule);
  });

  it('shared/lists may, and a feature may use what it gives and the rest of antd', async () => {
    expect(await lintProbe('apps/web/src/shared/lists/list-probe.tsx', table)).not.toContain(rule);
    expect(
      await lintProbe(
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
