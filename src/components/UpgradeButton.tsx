import { Suspense, useState, type ReactNode } from "react";
import { Button, type ButtonSize, type ButtonVariant } from "./ui/Button";
import { useAppDialog } from "./appDialogs";
import { SparklesIcon } from "./icons";

/** The upgrade dialog, loaded on first use: `open()` shows it, `dialog` goes anywhere in the tree. */
export function useUpgradeDialog(): { open: () => void; dialog: ReactNode } {
  const UpgradeDialog = useAppDialog("upgrade");
  const [isOpen, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return {
    open: () => {
      setLoaded(true);
      setOpen(true);
    },
    dialog: loaded && (
      <Suspense fallback={null}>
        <UpgradeDialog open={isOpen} onClose={() => setOpen(false)} />
      </Suspense>
    ),
  };
}

type UpgradeButtonProps = {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  disabled?: boolean;
};

/** Opens the monthly/yearly upgrade dialog; used wherever the product offers Premium. */
export function UpgradeButton({ children, variant = "primary", size = "md", className, disabled }: UpgradeButtonProps) {
  const upgrade = useUpgradeDialog();
  return (
    <>
      <Button variant={variant} size={size} className={className} disabled={disabled} icon={<SparklesIcon size={18} />} onClick={upgrade.open}>
        {children}
      </Button>
      {upgrade.dialog}
    </>
  );
}
