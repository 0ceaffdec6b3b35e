import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { messagesOf, type Language } from '@cargo/domain';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { routes } from '../app/router';
import { documentTitle } from '../app/layout/document-title';
import { messagesQueryOptions } from '../shared/i18n';
import { translatorOf } from '../shared/i18n/translator';
import { DESKTOP_BREAKPOINT } from '../shared/lib/constants';
import { ServerViewportWidth } from '../shared/lib/use-media-query';
import { withDistinctIds } from './distinct-ids';

/** The widths a page is laid out at: a desktop's and a phone's (either side of shell §9's 768 px). */
export const VIEWPORTS = { wide: 1440, narrow: 390 } as const;
/** What the narrow render's ids that the wide one also has begin with (distinct-ids.ts). */
const NARROW_ID_PREFIX = 'narrow-';
const breakpointHolds = VIEWPORTS.wide > DESKTOP_BREAKPOINT && VIEWPORTS.narrow <= DESKTOP_BREAKPOINT;
if (!breakpointHolds) throw new Error('the prerender widths must lie either side of the desktop breakpoint');

/** A page as a guest first sees it, in one language, before the app's JavaScript has run. */
export interface RenderedPage {
  /**
   * The page's markup at each width, or one markup when the two are the same (a shell that
   * adapts by CSS alone renders once).
   */
  markup: { wide: string; narrow: string } | { both: string };
  /** Ant Design's css-in-js of what the markup renders, as `<style>` elements. */
  styles: string;
  title: string;
}

/** React's mark of a Suspense boundary written with its fallback: a lazy module not loaded yet. */
const PENDING_BOUNDARY = '<!--$!-->';

/**
 * A render that met a lazy module (a screen, Ant Design's scope) wrote that boundary's spinner and
 * started loading it: once loaded, the same render writes the content. Rendered again until no
 * boundary waits, a few times at most.
 */
async function settledRender<T extends { markup: string }>(render: () => Promise<T>): Promise<T> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const result = await render();
    if (!result.markup.includes(PENDING_BOUNDARY)) return result;
    // The lazy modules' imports resolve within a few turns of the event loop.
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('a lazy module of the page never loaded: its spinner would be prerendered');
}

/**
 * Renders `url` as a guest sees it in `language`, with the real route table, layout and screens:
 * the router loads the route's lazy screen first, the messages are the repository's catalogue
 * (the build runs before any server: the app shows the operators' edits once it takes over), the
 * session is a guest's (the stores' server value) and media queries answer for each width.
 */
export async function renderPage(url: string, language: Language): Promise<RenderedPage> {
  const messages = messagesOf(language);
  const handler = createStaticHandler(routes);
  const cache = createCache();

  const renderAt = async (width: number) => {
    // A router and a query client per render: nothing of one render leaks into the next.
    const context = await handler.query(new Request(new URL(url, 'http://localhost')));
    if (context instanceof Response) throw new Error(`${url} answered ${context.status}, not a page`);
    const queryClient = createQueryClient();
    queryClient.setQueryData(messagesQueryOptions(language).queryKey, { language, messages });
    const markup = renderToString(
      <StyleProvider cache={cache}>
        <ServerViewportWidth value={width}>
          <AppProviders queryClient={queryClient} language={language}>
            <StaticRouterProvider
              router={createStaticRouter(handler.dataRoutes, context)}
              context={context}
              hydrate={false}
            />
          </AppProviders>
        </ServerViewportWidth>
      </StyleProvider>,
    );
    return { markup, handles: context.matches.map((match) => match.route.handle) };
  };

  const wide = await settledRender(() => renderAt(VIEWPORTS.wide));
  const narrow = await settledRender(() => renderAt(VIEWPORTS.narrow));
  return {
    markup:
      wide.markup === narrow.markup
        ? { both: wide.markup }
        : { wide: wide.markup, narrow: withDistinctIds(narrow.markup, wide.markup, NARROW_ID_PREFIX) },
    styles: extractStyle(cache),
    title: documentTitle(translatorOf(messages), wide.handles),
  };
}
