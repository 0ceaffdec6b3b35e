import { useLocation } from 'react-router';
import { areaOf, type Area } from '../lib/area';

/** The area the screen is open in: its links stay there. */
export function useArea(): Area {
  return areaOf(useLocation().pathname);
}
