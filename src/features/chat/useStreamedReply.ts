import { useEffect, useState } from "react";
import { useConvex, useQuery } from "convex/react";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";

type Piece = { index: number; text: string };

/** Adds the pieces that continue `pieces` in order; a piece already held or after a gap is left out. */
export function withPieces(pieces: readonly string[], arrived: readonly Piece[]): readonly string[] {
  let next = pieces;
  for (const piece of [...arrived].sort((a, b) => a.index - b.index)) {
    if (piece.index === next.length) next = [...next, piece.text];
  }
  return next;
}

/**
 * The text of a reply while it streams, in every tab: the tab follows the reply's newest piece
 * (an update carries only the new text) and fetches any pieces it missed. "" before the first.
 */
export function useStreamedReply(messageId: Id<"messages"> | null): string {
  const convex = useConvex();
  const newest = useQuery(api.replyStream.newest, messageId ? { messageId } : "skip");
  const [held, setHeld] = useState<{ messageId: Id<"messages"> | null; pieces: readonly string[] }>({ messageId: null, pieces: [] });
  const pieces = held.messageId === messageId ? held.pieces : [];

  useEffect(() => {
    if (!messageId || !newest || newest.index < pieces.length) return;
    const hold = (arrived: readonly Piece[]) =>
      setHeld((current) => {
        const base = current.messageId === messageId ? current.pieces : [];
        return { messageId, pieces: withPieces(base, arrived) };
      });
    if (newest.index === pieces.length) return hold([newest]);
    // Updates may skip versions: the pieces between are read once.
    let current = true;
    void convex.query(api.replyStream.since, { messageId, from: pieces.length }).then((arrived) => current && hold(arrived));
    return () => {
      current = false;
    };
  }, [convex, messageId, newest, pieces.length]);

  return pieces.join("");
}
