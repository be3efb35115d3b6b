/** First letters of the name's words, else the first two letters of the email, else "U". */
export function initialsFor(name?: string | null, email?: string | null): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length > 0) return words.map((w) => Array.from(w)[0]).join("").toUpperCase();
  const mail = (email ?? "").trim();
  if (mail) return Array.from(mail).slice(0, 2).join("").toUpperCase();
  return "U";
}
