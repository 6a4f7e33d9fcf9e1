/**
 * A chat service Arbiter posts alerts to (Telegram, Discord). Each one says what went wrong in
 * three kinds the sender acts on alike, whatever the service's own codes:
 * - `ended`: the chat or webhook is gone for good (bot blocked, chat deleted, webhook removed):
 *   the member's link is ended and nothing more is sent there;
 * - `retry-after`: the service asked to wait; the row is tried again at the stated time;
 * - `transient`: anything else; tried again with backoff.
 */
export type ChannelFailure =
  | { kind: 'ended'; reason: string }
  | { kind: 'retry-after'; retryAfterMs: number; reason: string }
  | { kind: 'transient'; reason: string };

export class ChannelError extends Error {
  override readonly name = 'ChannelError';
  constructor(readonly failure: ChannelFailure) {
    super(failure.reason);
  }
}

export interface MuteLink {
  label: string;
  link: string;
}

/** A message as every chat service gets it: the same facts as the e-mail, in its own markup. */
export interface ChatAlert {
  /** Plain-text title (the e-mail's subject). */
  title: string;
  /** One block per fact line; channels format them. */
  lines: string[];
  /** Where "Open in Arbiter" goes. */
  link: string;
  /** Signed links that mute the event or its sport ("Mute this game", "Mute NBA for a day"). */
  mutes?: readonly MuteLink[];
  /** Red for "gone", amber for "moved", green for a new opportunity (Discord's embed colour). */
  tone: 'new' | 'gone' | 'moved';
}

export interface ChatChannel {
  readonly kind: 'telegram' | 'discord';
  /** Sends a new message; returns the service's id of it (for later edits). */
  send(target: string, alert: ChatAlert): Promise<string>;
  /** Replaces the text of a message sent before. */
  edit(target: string, messageId: string, alert: ChatAlert): Promise<void>;
}
