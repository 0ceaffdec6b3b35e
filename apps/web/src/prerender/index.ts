/**
 * The build's prerender (docs/architecture.md §7): the server-side bundle `vite build --ssr`
 * makes of this entry, which scripts/prerender.mjs runs after the client's build.
 */
export { pageDocument, type PageAssets } from './page-document';
export { renderPage, VIEWPORTS, type RenderedPage } from './render-page';
export { PRERENDERED_PAGES, type PrerenderedPageSpec } from './pages';
export { LANGUAGES } from '@cargo/domain';
