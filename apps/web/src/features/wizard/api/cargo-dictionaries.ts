import type { CargoForm, CargoReferences, DictionaryEntry } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  cargoEntriesQuery,
  containerTypeOf,
  type CargoDictionary,
  type ContainerType,
} from '../../../shared/references';
import {
  generalTypeOption,
  palletTypeOption,
  vehicleTypeOption,
  type GeneralTypeOption,
  type PalletTypeOption,
  type VehicleTypeOption,
} from '../lib/cargo-types';
import { cargoReferencesOf } from '../lib/cargo-issues';
import type { CargoTypeName, TypedCargoForm } from '../../../shared/lib/cargo-line';

/** The public entries (guests quote too): an operator's change of the dictionary refreshes the form's choices. */
function useEntries<T>(name: CargoDictionary, option: (entry: DictionaryEntry) => T, enabled = true) {
  const query = useQuery({ ...cargoEntriesQuery(name, false), enabled });
  const options = useMemo(() => (query.data ?? []).map(option), [query.data, option]);
  return { options, loading: query.isPending && query.fetchStatus !== 'idle' };
}

export interface CargoChoices {
  containerTypes: ContainerType[];
  vehicleTypes: VehicleTypeOption[];
  palletTypes: PalletTypeOption[];
  generalTypes: GeneralTypeOption[];
  loading: boolean;
}

/** Every choice of the cargo form, read once and kept for ten minutes. */
export function useCargoChoices(): CargoChoices {
  const containers = useEntries('container-types', containerTypeOf);
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
  const containers = useEntries('container-types', containerTypeOf);
  const pallets = useEntries('pallet-types', palletTypeOption);
  return useMemo(() => cargoReferencesOf(pallets.options, containers.options), [pallets.options, containers.options]);
}

const TYPE_DICTIONARIES: Readonly<Record<TypedCargoForm, CargoDictionary>> = {
  CONTAINER: 'container-types',
  PALLET: 'pallet-types',
  VEHICLE: 'vehicle-types',
};

/** A type as a cargo line names it: a container by its short name (40'HC), the others by their name. */
const typeName = (entry: DictionaryEntry) => ({ id: entry.id, name: containerTypeOf(entry).label });

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
