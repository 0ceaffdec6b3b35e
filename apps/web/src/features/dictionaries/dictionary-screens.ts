/**
 * The route table's way in (app/routes): a lazy screen per dictionary page. Nothing is loaded
 * until a dictionary page opens; then one chunk serves them all.
 */
export const dictionaryScreen = (screenId: string) => () =>
  import('./dictionary-route').then((module) => module.screenModule(screenId));
