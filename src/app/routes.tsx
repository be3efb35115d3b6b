import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { matchPath, Navigate, Route, Routes } from "react-router-dom";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from "@shared/languages";
import { splitLanguage, TOPIC_PAGE_SLUGS, redirects } from "@/config/paths";
import { usePaths } from "@/hooks/usePaths";
import { RequireAuth } from "./guards";
import { usePageMeta, type PageMetaKey } from "./RouteMeta";

// Every screen is its own lazy chunk. A glob (not fixed imports) so a screen still being written
// shows the 404 page instead of breaking the build.
const pageModules = import.meta.glob<{ default: ComponentType }>("/src/features/*/*Page.tsx");

const NOT_FOUND = "not-found/NotFoundPage";
export const pageFile = (page: string) => `/src/features/${page}.tsx`;
export const hasPage = (page: string) => pageFile(page) in pageModules;

const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();
function lazyPage(page: string) {
  let component = lazyPages.get(page);
  if (!component) {
    const load = pageModules[pageFile(page)] ?? pageModules[pageFile(NOT_FOUND)];
    component = lazy(load);
    lazyPages.set(page, component);
  }
  return component;
}

type PageRoute = { path: string | null; page: string; meta: PageMetaKey; indexable?: boolean };

/** A lazily loaded screen that also sets the document's title and meta tags. */
function Page({ page, meta, indexable }: Omit<PageRoute, "path">) {
  usePageMeta(meta, indexable ?? false);
  const Component = lazyPage(page);
  return <Component />;
}

function LocalizedRedirect({ to }: { to: string }) {
  const p = usePaths();
  return <Navigate to={p.to(to)} replace />;
}

export const PUBLIC_PAGES: PageRoute[] = [
  { path: null, page: "marketing/LandingPage", meta: "home", indexable: true },
  { path: "auth", page: "auth/SignInPage", meta: "signIn", indexable: true },
  { path: "auth/callback", page: "auth/CallbackPage", meta: "callback" },
  { path: "auth/setup-password", page: "auth/SetupPasswordPage", meta: "setupPassword" },
  { path: "email-intro", page: "auth/EmailIntroPage", meta: "emailIntro", indexable: true },
  { path: "forgot-password", page: "auth/ForgotPasswordPage", meta: "forgotPassword" },
  { path: "contact", page: "contact/ContactPage", meta: "contact", indexable: true },
  { path: "legal/privacy", page: "legal/PrivacyPage", meta: "privacy", indexable: true },
  { path: "legal/terms", page: "legal/TermsPage", meta: "terms", indexable: true },
  // Titled "NotFound" on purpose, to disguise it.
  { path: "helppage", page: "admin/AdminPage", meta: "admin" },
  ...TOPIC_PAGE_SLUGS.map((slug) => ({ path: slug, page: "marketing/TopicLandingPage", meta: slug, indexable: true })),
];

/** Behind the login and password-set guards. */
export const PROTECTED_PAGES: PageRoute[] = [
  { path: "home", page: "home/HomePage", meta: "dashboard" },
  { path: "chat", page: "chat/ChatPage", meta: "chat" },
  { path: "chat/:topicId", page: "chat/ChatPage", meta: "chat" },
  { path: "settings", page: "settings/SettingsPage", meta: "settings" },
  { path: "profile", page: "profile/ProfilePage", meta: "profile" },
  { path: "profile/edit", page: "profile/ProfileEditPage", meta: "profileEdit" },
];

const NOT_FOUND_ROUTE: PageRoute = { path: "*", page: NOT_FOUND, meta: "notFound" };

function pageRoute({ path, ...page }: PageRoute, keyPrefix: string) {
  const element = <Page {...page} />;
  const key = `${keyPrefix}${path ?? "index"}`;
  return path === null ? <Route key={key} index element={element} /> : <Route key={key} path={path} element={element} />;
}

/** The pages of one language (English at the root, the others under their prefix). */
function pagesOfOneLanguage(lang: string) {
  const k = `${lang}:`;
  return [
    ...PUBLIC_PAGES.map((r) => pageRoute(r, k)),
    ...redirects.map(({ from, to }) => <Route key={k + from} path={from.slice(1)} element={<LocalizedRedirect to={to} />} />),
    <Route key={`${k}guard`} element={<RequireAuth />}>
      {PROTECTED_PAGES.map((r) => pageRoute(r, k))}
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

/** Starts downloading the first screen's code while the texts load, instead of after them. */
export function preloadPageFor(pathname: string) {
  const path = splitLanguage(pathname).path;
  const route = [...PUBLIC_PAGES, ...PROTECTED_PAGES].find((r) => matchPath(`/${r.path ?? ""}`, path));
  void (pageModules[pageFile(route?.page ?? NOT_FOUND)] ?? pageModules[pageFile(NOT_FOUND)])?.();
}
