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
  // What the bar has sent to the address that has not arrived there yet, oldest first.
  const [inFlight, setInFlight] = useState<readonly string[]>([]);
  const encoded = encodeDrafts(drafts, specs);
  const settled = useDebouncedValue(encoded, 400);
  // Only a value that is still current goes out: an older one settling after a reset does not.
  const sending = settled === encoded && settled !== inAddress;
  if (sending && !inFlight.includes(settled)) setInFlight([...inFlight, settled]);

  if (inAddress !== seen) {
    setSeen(inAddress);
    const arrived = inFlight.indexOf(inAddress);
    // The address catching up with what the bar sent is no news: the user may have changed a
    // control since (a condition chosen while the list was fetched for the value before), and
    // that change must stand. Any other change of the address replaces the controls.
    if (arrived >= 0) setInFlight(inFlight.slice(arrived + 1));
    else {
      setInFlight([]);
      if (inAddress !== encoded) setDrafts(draftsOf(inAddress));
    }
  }

  useEffect(() => {
    if (sending) apply(settled);
  }, [sending, settled, apply]);

  return {
    drafts,
    add: (spec: FilterSpec) => setDrafts((current) => [...current, newDraft(spec, nextId++)]),
    change: (draft: FilterDraft) =>
      setDrafts((current) => current.map((candidate) => (candidate.id === draft.id ? draft : candidate))),
    remove: (id: number) => setDrafts((current) => current.filter((draft) => draft.id !== id)),
    clear: () => setDrafts([]),
  };
}
