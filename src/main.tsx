// Starts the app. On a prerendered public page that a visitor can read without it, the app waits
// for their first activity (see src/app/firstActivity.ts); everywhere else it starts at once.
import { needsBackend } from "@/app/backend/needsBackend";
import { startAtFirstActivity } from "@/app/firstActivity";
import { applyStartupLanguage } from "@/app/languageStartup";
import { canHydrate } from "@/app/prerendered";
import { rememberInitialUrl } from "@/lib/initialUrl";
import { applyTheme, readStoredTheme, resolveTheme } from "@/lib/theme";
import "./index.css";

rememberInitialUrl();
applyTheme(resolveTheme(readStoredTheme()));
const detectByLocation = applyStartupLanguage();
const root = document.getElementById("root")!;
const { pathname } = window.location;
const loadApp = () => import("@/app/start");

if (canHydrate(root, pathname) && !needsBackend(pathname) && !detectByLocation) {
  // A page to read (landing, topic, legal, 404): the app takes it over when the visitor acts.
  const activity = startAtFirstActivity(root, () => {
    loadApp().then(
      ({ startApp }) => startApp({ root, detectByLocation, onScreenReady: activity.replay }),
      activity.replay,
    );
  });
} else {
  void loadApp().then(({ startApp }) => startApp({ root, detectByLocation }));
}
