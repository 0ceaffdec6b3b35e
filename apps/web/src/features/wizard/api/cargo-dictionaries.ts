import {
  dataOf,
  dictionaryEntrySchema,
  LIST_MAX_SIZE,
  pageOf,
  type CargoForm,
  type CargoReferences,
  type DictionaryEntry,
} from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { http } from '../../../shared/http';
import { referenceKeys, referencePath } from '../../../shared/references';
import {
  containerTypeOption,
  generalTypeOption,
  palletTypeOption,
  vehicleTypeOption,
  type ContainerTypeOption,
  type GeneralTypeOption,
  type PalletTypeOption,
  type VehicleTypeOption,
} from '../lib/cargo-types';
import { cargoReferencesOf } from '../lib/cargo-issues';
import type { CargoTypeName, TypedCargoForm } from '../lib/calculation-page';

const responseSchema = dataOf(pageOf(dictionaryEntrySchema));

export type CargoDictionary = 'container-types' | 'vehicle-types' | 'pallet-types' | 'general-types';

/**
 * GET /api/v1/common/dictionaries/{name} (public: guests quote too) — the active entries in the
 * dictionary's order; containers of kind COMMON only (goods containers, not trucks or ULDs).
 */
export async function listCargoEntries(name: CargoDictionary): Promise<DictionaryEntry[]> {
  const body = await http.get(referencePath(name, false), {
    params: {
      kind: name === 'container-types' ? 'COMMON' : undefined,
      page: 0,
      size: LIST_MAX_SIZE,
      sort: 'sortOrder,asc',
    },
    schema: responseSchema,
  });
  return body.data.items;
}

/** Under the dictionary's resource key: an operator's change of the dictionary refreshes the form's choices. */
function useEntries<T>(name: CargoDictionary, option: (entry: DictionaryEntry) => T, enabled = true) {
  const query = useQuery({
    queryKey: [...referenceKeys.resource(referencePath(name, true)), 'wizard'],
    queryFn: () => listCargoEntries(name),
    staleTime: 10 * 60_000,
    enabled,
  });
  const options = useMemo(() => (query.data ?? []).map(option), [query.data, option]);
  return { options, loading: query.isPending && query.fetchStatus !== 'idle' };
}

export interface CargoChoices {
  containerTypes: ContainerTypeOption[];
  vehicleTypes: VehicleTypeOption[];
  palletTypes: PalletTypeOption[];
  generalTypes: GeneralTypeOption[];
  loading: boolean;
}

/** Every choice of the cargo form, read once and kept for ten minutes. */
export function useCargoChoices(): CargoChoices {
  const containers = useEntries('container-types', containerTypeOption);
  const vehicles = useEntries('vehicle-types', vehicleTypeOption);
  const pallets = useEntries('pallet-types', palletTypeOption);
  const general = useEntries('general-types', generalTypeOption);
  return {
    containerTypes: containers.options,
    vehicleTypes: vehicles.options,
    palletTypes: pallets.options,
    generalTypes: general.options,
    loading: containers.loading || vehicles.loading || pallets.loading || general.loading,
  };
}

/** The same pallet and container types as the domain's cargo check reads them (lib/cargo-issues.ts). */
export function useCargoCheckReferences(): CargoReferences {
  const containers = useEntries('container-types', containerTypeOption);
  const pallets = useEntries('pallet-types', palletTypeOption);
  return useMemo(() => cargoReferencesOf(pallets.options, containers.options), [pallets.options, containers.options]);
}

const TYPE_DICTIONARIES: Readonly<Record<TypedCargoForm, CargoDictionary>> = {
  CONTAINER: 'container-types',
  PALLET: 'pallet-types',
  VEHICLE: 'vehicle-types',
};

/** A type as a cargo line names it: a container by its short name (40'HC), the others by their name. */
const typeName = (entry: DictionaryEntry) => ({ id: entry.id, name: containerTypeOption(entry).label });

/**
 * The names of the types a cargo of `form` names (lib/calculation-page.ts `cargoLine`), from the
 * one dictionary it needs; general cargo needs none.
 */
export function useCargoTypeNames(form: CargoForm): { nameOf: CargoTypeName; loading: boolean } {
  const typed = form === 'GENERAL_CARGO' ? null : form;
  const { options, loading } = useEntries(TYPE_DICTIONARIES[typed ?? 'CONTAINER'], typeName, typed !== null);
  const nameOf = useMemo<CargoTypeName>(() => {
    const names = new Map(options.map((option) => [option.id, option.name]));
    return (owner, id) => (owner === typed ? names.get(id) : undefined);
  }, [options, typed]);
  return { nameOf, loading };
}
