import type { RefineRequest } from '@cargo/domain';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useRefineRequest } from '../api/get-refine-request';

/** The address parameter a notice's link names its price request by (the calculation's id). */
export const REQUEST_PARAM = 'request';

/**
 * A notice asks a partner to give a price in one request, and links here with
 * `?request=<calculationId>`: that request's drawer opens once it has loaded, so what the notice
 * asks for is one step away. Closing the drawer drops the parameter, so Back or a reload does not
 * open it again.
 */
export function useOpenedRequest(openWith: (request: RefineRequest) => void): { forget: () => void } {
  const [search, setSearch] = useSearchParams();
  const calculationId = search.get(REQUEST_PARAM);
  const detail = useRefineRequest(calculationId);
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (!detail.data || opened.current === calculationId) return;
    opened.current = calculationId;
    openWith(detail.data);
  }, [detail.data, calculationId, openWith]);
  return {
    forget: () => {
      if (!calculationId) return;
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(REQUEST_PARAM);
          return next;
        },
        { replace: true },
      );
    },
  };
}
