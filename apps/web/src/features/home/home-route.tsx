/** The lazy route module of the public index: what `lazy: () => import(...)` in app/router.tsx loads. */
export { HomePage as Component } from './pages/home-page';
