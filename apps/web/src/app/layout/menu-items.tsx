import { HomeOutlined } from '@ant-design/icons';
import type { MessageKey } from '@cargo/domain';
import type { ReactNode } from 'react';

export interface MenuEntry {
  /** The route the entry opens; also its menu key. */
  path: string;
  label: MessageKey;
  icon: ReactNode;
}

/** The left menu: only routes that exist. Areas add their entries (filtered by role) as they arrive. */
export const MENU_ENTRIES: readonly MenuEntry[] = [{ path: '/', label: 'nav.home', icon: <HomeOutlined /> }];

/** The entry a location belongs to: the longest path that prefixes it. */
export function selectedEntry(pathname: string): MenuEntry | undefined {
  return [...MENU_ENTRIES]
    .sort((a, b) => b.path.length - a.path.length)
    .find((entry) =>
      entry.path === '/' ? pathname === '/' : pathname === entry.path || pathname.startsWith(`${entry.path}/`),
    );
}
