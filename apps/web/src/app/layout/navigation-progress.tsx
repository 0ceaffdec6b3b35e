import { useNavigation } from 'react-router';

/** A thin bar at the top while a lazy area or page loads. */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  return busy ? <div className="navigation-progress" aria-hidden="true" /> : null;
}
