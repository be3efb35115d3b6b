import { useEffect, type ComponentType } from "react";
import { Navigate, Route, Routes } from "react-router-dom";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from "@shared/languages";
import { NOT_FOUND_ROUTE, redirects, ROUTE_TABLE, routeFor, splitLanguage, type RouteSpec } from "@/config/paths";
import { usePaths } from "@/hooks/usePaths";
import { lazyWithPreload, whenIdle, type PreloadableComponent } from "@/lib/lazyWithPreload";
import { RequireAuth } from "./guards";
import { usePageMeta } from "./RouteMeta";

// Every screen is its own lazy chunk. A glob (not fixed imports) so a screen still being written
// shows the 404 page instead of breaking the build.
const pageModules = import.meta.glob<{ default: ComponentType }>("/src/features/*/*Page.tsx");

export const pageFile = (page: string) => `/src/features/${page}.tsx`;
export const hasPage = (page: string) => pageFile(page) in pageModules;

/** The code of a screen; an unknown one is the 404 page. */
const loaderOf = (page: string) => pageModules[pageFile(page)] ?? pageModules[pageFile(NOT_FOUND_ROUTE.page)];

const lazyPages = new Map<string, PreloadableComponent<object>>();
function lazyPage(page: string) {
  let component = lazyPages.get(page);
  if (!component) {
    component = lazyWithPreload(loaderOf(page));
    lazyPages.set(page, component);
  }
  return component;
}

/**
 * Once someone is inside, the other signed-in screens are fetched when the browser is idle, so
 * moving between them (Back to topics, Settings) shows the next screen at once.
 */
function preloadSignedInPages() {
  for (const route of ROUTE_TABLE) if (route.signedIn) void lazyPage(route.page).preload().catch(() => {});
}

type PageRoute = Pick<RouteSpec, "page" | "meta" | "indexed" | "signedIn">;

/** A lazily loaded screen that also sets the document's title and meta tags. */
function Page({ page, meta, indexed, signedIn }: PageRoute) {
  usePageMeta(meta, indexed ?? false);
  useEffect(() => (signedIn ? whenIdle(preloadSignedInPages) : undefined), [signedIn]);
  const Component = lazyPage(page);
  return <Component />;
}

function LocalizedRedirect({ to }: { to: string }) {
  const p = usePaths();
  return <Navigate to={p.to(to)} replace />;
}

function pageRoute({ path, page, meta, indexed, signedIn }: RouteSpec, keyPrefix: string) {
  const element = <Page page={page} meta={meta} indexed={indexed} signedIn={signedIn} />;
  const key = `${keyPrefix}${path}`;
  return path === "/" ? <Route key={key} index element={element} /> : <Route key={key} path={path.replace(/^\//, "")} element={element} />;
}

/** The pages of one language (English at the root, the others under their prefix). */
function pagesOfOneLanguage(lang: string) {
  const k = `${lang}:`;
  return [
    ...ROUTE_TABLE.filter((r) => !r.signedIn).map((r) => pageRoute(r, k)),
    ...redirects.map(({ from, to }) => <Route key={k + from} path={from.slice(1)} element={<LocalizedRedirect to={to} />} />),
    <Route key={`${k}guard`} element={<RequireAuth />}>
      {ROUTE_TABLE.filter((r) => r.signedIn).map((r) => pageRoute(r, k))}
    </Route>,
    pageRoute(NOT_FOUND_ROUTE, k),
  ];
}

// Built once: the route table never changes.
const ROUTES = (
  <>
    {pagesOfOneLanguage(DEFAULT_LANGUAGE)}
    {LANGUAGE_CODES.filter((lang) => lang !== DEFAULT_LANGUAGE).map((lang) => (
      <Route key={lang} path={lang}>
        {pagesOfOneLanguage(lang)}
      </Route>
    ))}
  </>
);

export function AppRoutes() {
  return <Routes>{ROUTES}</Routes>;
}

/** Downloads the first screen's code (while the texts load, instead of after them). */
export async function loadPageFor(pathname: string): Promise<void> {
  const page = routeFor(splitLanguage(pathname).path)?.page ?? NOT_FOUND_ROUTE.page;
  await loaderOf(page)?.();
}
