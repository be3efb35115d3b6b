/** A paragraph of Kaia's reply, whether drawn as Markdown or as plain text while that loads. */
export const REPLY_PARAGRAPH_CLASS = "my-2 first:mt-0 last:mb-0";
