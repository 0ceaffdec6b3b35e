import { CARGO_FORMS, type CargoForm, type PlaceType } from '@cargo/domain';

/**
 * The cities-to-cities page (/book, Product specification, shell §2): fromCountry and toCountry are ISO alpha-2
 * codes, fromCity and toCity names in any of the three languages (found with the place search in
 * that country), `hubs` the kinds of hub a name may also be (SEA_PORT, AIRPORT_HUB, RAILWAY_HUB,
 * comma-separated, or `true` for all three; cities only without it), `cargo` the cargo form the
 * wizard opens on. What cannot be read is left out, never guessed.
 */
export interface LandingQuery {
  fromCountry: string | null;
  toCountry: string | null;
  fromCity: string | null;
  toCity: string | null;
  hubs: PlaceType[];
  cargo: CargoForm | null;
}

const HUB_TYPES = ['SEA_PORT', 'AIRPORT_HUB', 'RAILWAY_HUB'] as const satisfies readonly PlaceType[];
/** The shorter names a link may use for the hub kinds. */
const HUB_ALIASES: Readonly<Record<string, PlaceType>> = { SEA: 'SEA_PORT', AIR: 'AIRPORT_HUB', RAIL: 'RAILWAY_HUB' };

function country(value: string | null): string | null {
  const code = (value ?? '').trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? code : null;
}

function name(value: string | null): string | null {
  const text = (value ?? '').trim();
  return text && text.length <= 100 ? text : null;
}

function hubs(value: string | null): PlaceType[] {
  const text = (value ?? '').trim().toUpperCase();
  if (!text || text === 'FALSE' || text === '0') return [];
  if (text === 'TRUE' || text === '1' || text === 'ALL') return [...HUB_TYPES];
  const found = text
    .split(',')
    .map((part) => part.trim())
    .map((part) => HUB_ALIASES[part] ?? HUB_TYPES.find((type) => type === part))
    .filter((type): type is PlaceType => type !== undefined);
  return [...new Set(found)];
}

export function parseLanding(search: string | URLSearchParams): LandingQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const cargo = (params.get('cargo') ?? '').trim().toUpperCase();
  return {
    fromCountry: country(params.get('fromCountry')),
    toCountry: country(params.get('toCountry')),
    fromCity: name(params.get('fromCity')),
    toCity: name(params.get('toCity')),
    hubs: hubs(params.get('hubs')),
    cargo: CARGO_FORMS.find((form) => form === cargo) ?? null,
  };
}

/** The place kinds a name is searched among: cities, and the hubs the link allows. */
export const landingTypes = (query: Pick<LandingQuery, 'hubs'>): PlaceType[] => ['ADDRESS', ...query.hubs];
