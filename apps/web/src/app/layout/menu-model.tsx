import type { MessageKey } from '@cargo/domain';
import type { ReactNode } from 'react';

/**
 * The menu's building blocks: entries, headed sections, groups and areas. The entries the areas share
 * (rates, dictionaries, dashboards) and their icons are in ./menus/shared-entries.tsx, loaded with
 * the areas' menus.
 */

/** A page the menu opens. */
export interface MenuEntry {
  /** The route the entry opens; also its menu key. */
  path: string;
  label: MessageKey;
  icon: ReactNode;
  /** Shown as a card on the area's dashboard. */
  main?: boolean;
  /** A count shown beside the entry's name. */
  badge?: MenuBadgeKind;
}

/** The counts the menu shows beside a name: the organization's expired and expiring tariffs. */
export type MenuBadgeKind = 'expiredTariffs';

/** Entries under a small heading inside a group (the rate kinds among the tariffs, say). */
export interface MenuSection {
  label: MessageKey;
  entries: readonly MenuEntry[];
}

export type MenuItem = MenuEntry | MenuSection;

/** A submenu of an area: Orders, Tariffs, Dictionaries… */
export interface MenuGroup {
  key: string;
  label: MessageKey;
  icon: ReactNode;
  items: readonly MenuItem[];
  /** A page listing the whole group (the rates, the dictionaries): the dashboard's first card. */
  overview?: MenuEntry;
  /** A count shown beside the group's name. */
  badge?: MenuBadgeKind;
}

/** An area of Product specification, shell §2 (/client, /partner, /admin) and its groups. */
export interface MenuArea {
  root: string;
  label: MessageKey;
  /** The area's dashboard, first in its part of the menu. */
  overview: MenuEntry;
  groups: readonly MenuGroup[];
}

export const isSection = (item: MenuItem): item is MenuSection => 'entries' in item;

/** Every entry of a group, headings flattened. */
export const groupEntries = (group: MenuGroup): MenuEntry[] =>
  group.items.flatMap((item) => (isSection(item) ? item.entries : [item]));
