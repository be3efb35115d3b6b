import type { ReactNode } from "react";
import { Button } from "@/components/ui/Button";
import { FormControls } from "@/components/ui/FormControls";
import { FormAlert } from "./AuthLayout";
import { EmailField } from "./EmailField";
import type { EmailRequest } from "./useEmailRequest";

type EmailRequestFormProps = {
  request: EmailRequest;
  submitLabel: ReactNode;
  submitIcon?: ReactNode;
  placeholder?: string;
  /** Shown under the submit button. */
  children?: ReactNode;
};

/** The address and one button that emails a link; the failure, if any, above them. */
export function EmailRequestForm({ request, submitLabel, submitIcon, placeholder, children }: EmailRequestFormProps) {
  return (
    <form noValidate onSubmit={request.submit}>
      <FormControls className="space-y-4">
        {request.failure && <FormAlert>{request.failure}</FormAlert>}
        <EmailField placeholder={placeholder} {...request.field} disabled={request.pending} />
        <Button type="submit" className="w-full" loading={request.pending} icon={request.pending ? undefined : submitIcon}>
          {submitLabel}
        </Button>
        {children}
      </FormControls>
    </form>
  );
}
