import { decodeFilters } from '@cargo/domain';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { draftOfFilter, encodeDrafts, newDraft, type FilterDraft, type FilterSpec } from './filter-model';

let nextId = 1;
const draftsOf = (text: string) => decodeFilters(text).map((filter) => draftOfFilter(filter, nextId++));

/**
 * The controls of the filter bar, kept in step with the `filters` query parameter: what is set
 * goes to the address once the user pauses (so typing asks the server once), and a change of the
 * address from elsewhere (a saved filter picked, filters reset, Back) replaces the controls.
 */
export function useFilterDrafts(specs: readonly FilterSpec[], inAddress: string, apply: (text: string) => void) {
  const [drafts, setDrafts] = useState<FilterDraft[]>(() => draftsOf(inAddress));
  const [seen, setSeen] = useState(inAddress);
  const encoded = encodeDrafts(drafts, specs);
  const settled = useDebouncedValue(encoded, 400);

  if (inAddress !== seen) {
    setSeen(inAddress);
    if (inAddress !== encoded) setDrafts(draftsOf(inAddress));
  }

  useEffect(() => {
    // Only a value that is still current goes out: an older one settling after a reset does not.
    if (settled === encoded && settled !== inAddress) apply(settled);
  }, [settled, encoded, inAddress, apply]);

  return {
    drafts,
    add: (spec: FilterSpec) => setDrafts((current) => [...current, newDraft(spec, nextId++)]),
    change: (draft: FilterDraft) =>
      setDrafts((current) => current.map((candidate) => (candidate.id === draft.id ? draft : candidate))),
    remove: (id: number) => setDrafts((current) => current.filter((draft) => draft.id !== id)),
    clear: () => setDrafts([]),
  };
}
