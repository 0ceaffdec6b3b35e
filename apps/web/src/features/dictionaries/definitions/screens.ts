import { CONTAINER_KINDS, DICTIONARIES } from '@cargo/domain';
import { CURRENCY_SCREEN } from './currencies';
import { genericScreen } from './generic';
import { HUB_SCREENS } from './hubs';
import type { ScreenDefinition } from './types';
import { WEB_OPTIONS } from './web-options';

/**
 * Every dictionary screen by its id: the generic dictionaries (container types once per kind:
 * `container-types/common`, `/auto`, `/air`), the four hub lists and the currencies.
 */
function allScreens(): ScreenDefinition[] {
  const generic = DICTIONARIES.flatMap((definition) =>
    definition.partition
      ? CONTAINER_KINDS.map((kind) => genericScreen(definition, WEB_OPTIONS[definition.name], kind))
      : [genericScreen(definition, WEB_OPTIONS[definition.name])],
  );
  return [...generic, ...HUB_SCREENS, CURRENCY_SCREEN];
}

let screens: Map<string, ScreenDefinition> | undefined;

/** The screen of an id; throws for an id no screen has (a mistake of the route table). */
export function screenDefinition(id: string): ScreenDefinition {
  screens ??= new Map(allScreens().map((screen) => [screen.id, screen]));
  const screen = screens.get(id);
  if (!screen) throw new Error(`No dictionary screen ${id}`);
  return screen;
}

export function screenIds(): string[] {
  screens ??= new Map(allScreens().map((screen) => [screen.id, screen]));
  return [...screens.keys()];
}
