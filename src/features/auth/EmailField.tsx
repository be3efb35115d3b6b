import type { ComponentProps } from "react";
import { TextField } from "@/components/ui/TextField";
import { useT } from "@/hooks/useT";

type EmailFieldProps = Omit<ComponentProps<typeof TextField>, "label" | "type" | "name" | "autoComplete" | "inputMode">;

/** The email address input of every sign-in form. */
export function EmailField(props: EmailFieldProps) {
  const t = useT();
  return <TextField label={t("auth.email")} type="email" name="email" autoComplete="email" inputMode="email" {...props} />;
}
