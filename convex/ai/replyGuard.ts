// Sits between the model's stream and the message: every sentence is checked before it is
// written (ai/../safety/replyCheck.ts), so a reply with method details or an invented phone
// number never reaches the person. It also takes out the model's signals ([[kaia:...]]).
import { checkSentence, hasFigure, sentences, type ReplyCheck, type ReplyCheckReason } from "../safety/replyCheck";
import type { ReplySink, ReplyWriter } from "./stream";
import { RISK_CATEGORIES, type RiskCategory } from "../shared/safety";

function isRiskCategory(kind: string | undefined): kind is RiskCategory {
  return (RISK_CATEGORIES as readonly string[]).includes(kind ?? "");
}

/** What the model may tell the server at the end of a reply, never shown to the person. */
export const REPLY_SIGNALS = ["safety", "asked_about_risk"] as const;
export type ReplySignal = (typeof REPLY_SIGNALS)[number];

/** `[[kaia:asked_about_risk]]`, `[[kaia:safety]]`, or `[[kaia:safety:abuse]]` naming the kind of risk. */
const SIGNAL = /\[\[kaia:([a-z_]+)(?::([a-z_]+))?\]\]/g;
const MARKER_START = "[[kaia:";

export type GuardOptions = {
  check: ReplyCheck;
  /** In safety mode nothing is shown until the first sentence has passed every check. */
  safetyMode: boolean;
  /** The provider's moderation; true when it finds instructions for self-harm. */
  moderate: (text: string) => Promise<boolean>;
};

export class ReplyGuard implements ReplySink {
  private raw = "";
  private released = 0;
  private checkedThrough = 0;
  private firstChecked = false;
  /** Why the reply was stopped; set once, and the stream ends. */
  blocked: ReplyCheckReason | null = null;
  readonly signals = new Set<ReplySignal>();
  /** The kinds of risk the model named with its safety signal (self-harm when it named none). */
  readonly signalledRisk = new Set<RiskCategory>();

  constructor(
    private readonly writer: ReplyWriter,
    private readonly options: GuardOptions,
  ) {}

  get stopped() {
    return this.blocked !== null || this.writer.stopped;
  }

  /** What has been shown to the person. */
  get text() {
    return this.writer.text;
  }

  async append(delta: string) {
    this.raw += delta;
    await this.advance(false);
  }

  /** The stream ended: the last sentence is checked and shown. */
  async flush() {
    await this.advance(true);
    if (!this.stopped) await this.writer.flush();
  }

  /** The reply without the model's signals (collected on the way), and without a signal still arriving. */
  private visible(final: boolean): string {
    let text = this.raw.replace(SIGNAL, (_all, name: string, kind: string | undefined) => {
      if ((REPLY_SIGNALS as readonly string[]).includes(name)) this.signals.add(name as ReplySignal);
      if (name === "safety") this.signalledRisk.add(isRiskCategory(kind) ? kind : "self_harm");
      return "";
    });
    if (!final) {
      const open = partialSignalStart(text);
      if (open >= 0) text = text.slice(0, open);
    }
    return text;
  }

  private async advance(final: boolean) {
    if (this.stopped) return;
    const text = this.visible(final);
    let releasable = text.length;
    for (const sentence of sentences(text)) {
      if (sentence.end <= this.checkedThrough) continue;
      if (!sentence.complete && !final) {
        // An unfinished sentence with a figure waits for its end; in safety mode so does the first.
        if (hasFigure(sentence.text) || (this.options.safetyMode && !this.firstChecked)) releasable = sentence.start;
        break;
      }
      const reason = await this.checkOne(sentence.text, !this.firstChecked);
      if (reason) {
        this.blocked = reason;
        return;
      }
      this.firstChecked = true;
      this.checkedThrough = sentence.end;
    }
    if (releasable > this.released) {
      await this.writer.append(text.slice(this.released, releasable));
      this.released = releasable;
    }
  }

  private async checkOne(sentence: string, first: boolean): Promise<ReplyCheckReason | null> {
    const offline = checkSentence(sentence, this.options.check);
    if (offline) return offline;
    const ask = hasFigure(sentence) || (first && this.options.safetyMode);
    return ask && (await this.options.moderate(sentence)) ? "moderation" : null;
  }
}

/** Where a signal that is still arriving starts ("[", "[[ka", "[[kaia:saf"), or -1. */
function partialSignalStart(text: string): number {
  const opened = text.lastIndexOf(MARKER_START);
  if (opened >= 0 && !text.slice(opened).includes("]]")) return opened;
  for (let k = Math.min(MARKER_START.length - 1, text.length); k > 0; k--) {
    if (text.endsWith(MARKER_START.slice(0, k))) return text.length - k;
  }
  return -1;
}
