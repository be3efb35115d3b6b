/** Structured data (schema.org, JSON-LD) beside the content it describes, so it comes and goes with it. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  // "<" escaped: no text inside can close the script element.
  const json = JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
