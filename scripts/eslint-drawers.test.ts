import { describe, expect, it } from 'vitest';
import { lintProbe } from './lint-probe.js';

/** The one-drawer rule of eslint.config.js (`drawersThroughShared`), on probes in the real tree. */
describe('drawers', () => {
  const drawer = "import { Drawer } from 'antd';\nexport const probe = Drawer;\n";
  const refused = '@typescript-eslint/no-restricted-imports';

  it('a feature does not open Ant Design’s Drawer itself', async () => {
    expect(await lintProbe('apps/web/src/features/tariffs/components/drawer-probe.tsx', drawer)).toContain(refused);
    expect(
      await lintProbe(
        'apps/web/src/features/tariffs/components/drawer-probe.tsx',
        "import Drawer from 'antd/es/drawer';\nexport const probe = Drawer;\n",
      ),
    ).toContain(refused);
    expect(await lintProbe('apps/web/src/shared/forms/drawer-probe.tsx', drawer)).toContain(refused);
  });

  it('uses the shared drawers, and the rest of antd', async () => {
    const shared =
      "import { Button } from 'antd';\nimport { SideDrawer } from '../../../shared/ui';\nimport { FormDrawer } from '../../../shared/forms';\nexport const probe = [Button, SideDrawer, FormDrawer];\n";
    expect(await lintProbe('apps/web/src/features/tariffs/components/drawer-probe.tsx', shared)).toEqual([]);
  });
});
