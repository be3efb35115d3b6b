import { createContext, useContext, type ComponentType } from "react";

/** A dialog a shared button opens; the feature that owns it supplies it through the app. */
export type AppDialogComponent = ComponentType<{ open: boolean; onClose: () => void }>;

/**
 * The dialogs shared buttons open (SOS: crisis lines and safety plan; upgrade: checkout),
 * given by the app so shared components never import a feature.
 */
export type AppDialogs = { safety: AppDialogComponent; upgrade: AppDialogComponent };

export const AppDialogsContext = createContext<AppDialogs | null>(null);

export function useAppDialog(name: keyof AppDialogs): AppDialogComponent {
  const dialogs = useContext(AppDialogsContext);
  if (dialogs === null) throw new Error("AppDialogsContext is missing");
  return dialogs[name];
}
