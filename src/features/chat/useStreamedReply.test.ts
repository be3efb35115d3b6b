import { describe, expect, it } from "vitest";
import { withPieces } from "./useStreamedReply";

describe("a streaming reply's pieces in a tab", () => {
  it("grow by the piece that comes next", () => {
    expect(withPieces(["It "], [{ index: 1, text: "helps." }])).toEqual(["It ", "helps."]);
  });

  it("take the pieces fetched after a skipped update in order, whatever order they come in", () => {
    expect(withPieces(["a"], [{ index: 2, text: "c" }, { index: 1, text: "b" }])).toEqual(["a", "b", "c"]);
  });

  it("ignore a piece already shown and one after a gap", () => {
    const pieces = ["a", "b"];
    expect(withPieces(pieces, [{ index: 1, text: "b" }])).toBe(pieces);
    expect(withPieces(pieces, [{ index: 3, text: "d" }])).toBe(pieces);
  });
});
