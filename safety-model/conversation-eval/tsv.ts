// The VERA-MH material is tab-separated with a header row and no quoting of tabs.
export function readTsv(text: string): Record<string, string>[] {
  const [header, ...lines] = text.split(/\r?\n/).filter((line) => line.trim() !== "");
  const fields = header.split("\t");
  return lines.map((line) => {
    const cells = line.split("\t");
    return Object.fromEntries(fields.map((field, i) => [field, cells[i] ?? ""]));
  });
}
