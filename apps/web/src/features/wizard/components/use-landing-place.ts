import type { Place, PlaceType } from '@cargo/domain';
import { useI18n } from '../../../shared/i18n';
import { usePlaceSearch } from '../../../shared/places';

export interface LandingPlace {
  /** What the page's address named. */
  name: string | null;
  /** The best match of the place search, or null. */
  place: Place | null;
  searching: boolean;
  /** Named, looked for, and nothing found. */
  notFound: boolean;
}

/** A city (or hub) the cities-to-cities page names, found by the place search in its country. */
export function useLandingPlace(
  name: string | null,
  country: string | null,
  types: readonly PlaceType[],
): LandingPlace {
  const { language } = useI18n();
  const search = usePlaceSearch(
    { searchString: name ?? '', language, country: country ?? undefined, types, limit: 1 },
    { enabled: name !== null },
  );
  const place = name !== null ? (search.data?.[0] ?? null) : null;
  return {
    name,
    place,
    searching: name !== null && search.isFetching && !search.data,
    notFound: name !== null && !search.isFetching && (search.isError || (search.isSuccess && !place)),
  };
}
