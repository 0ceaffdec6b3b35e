export { FullPageSpinner } from './full-page-spinner';
export { LogoMark } from './logo-mark';
export { NotFoundIllustration } from './not-found-illustration';
export { NotFoundPage, type NotFoundPageProps } from './not-found-page';
export { appTheme, BRAND } from './theme';
export { AirIcon, CityIcon, HubIcon, RailIcon, RoadIcon, SeaIcon } from './transport-icons';
export { AccessDeniedPage } from './access-denied-page';
export { InProgressPage } from './in-progress-page';
export { useNotify, type NotifyKind } from './use-notify';
