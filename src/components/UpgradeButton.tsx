import { lazy, Suspense, useState, type ReactNode } from "react";
import { Button, type ButtonSize, type ButtonVariant } from "./ui/Button";
import { SparklesIcon } from "./icons";

// The dialog (and checkout code) loads only when someone opens it.
const UpgradeDialog = lazy(() => import("@/features/billing/UpgradeDialog"));

type UpgradeButtonProps = {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  disabled?: boolean;
};

/** Opens the monthly/yearly upgrade dialog; used wherever the product offers Premium. */
export function UpgradeButton({ children, variant = "primary", size = "md", className, disabled }: UpgradeButtonProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        size={size}
        className={className}
        disabled={disabled}
        icon={<SparklesIcon size={18} />}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {children}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <UpgradeDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
