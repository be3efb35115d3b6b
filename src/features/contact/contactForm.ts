import { emailProblem } from "@/lib/emailField";

export type ContactFields = { name: string; email: string; message: string; honey: string };
export const EMPTY_CONTACT: ContactFields = { name: "", email: "", message: "", honey: "" };

/** What is wrong with the form, per field (catalog ids); empty when it can be sent. */
export function contactProblems(fields: ContactFields): Partial<Record<"name" | "email" | "message", string>> {
  const problems: Partial<Record<"name" | "email" | "message", string>> = {};
  if (!fields.name.trim()) problems.name = "contact.nameRequired";
  const email = emailProblem(fields.email);
  if (email) problems.email = email;
  if (!fields.message.trim()) problems.message = "contact.messageRequired";
  return problems;
}
