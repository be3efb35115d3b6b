import { Suspense, useState, type ReactNode } from "react";
import { Button, type ButtonSize, type ButtonVariant } from "./ui/Button";
import { useAppDialog } from "./appDialogs";
import { SparklesIcon } from "./icons";

type UpgradeButtonProps = {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  disabled?: boolean;
};

/** Opens the monthly/yearly upgrade dialog; used wherever the product offers Premium. */
export function UpgradeButton({ children, variant = "primary", size = "md", className, disabled }: UpgradeButtonProps) {
  const UpgradeDialog = useAppDialog("upgrade");
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
