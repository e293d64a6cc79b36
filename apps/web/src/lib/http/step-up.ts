// The PIN step-up between the HTTP client and the PIN dialog: a 403 code 120 waits here until the dialog answers with
// a step-up token (the request is retried with it) or a cancel message (the caller gets it as the error).
import { STEP_UP_HEADER } from '@portal/contracts/pin/pin-rules';

export { STEP_UP_HEADER };

export type StepUpAnswer = { token: string } | { cancelled: string };

export type StepUpBroker = {
  /** Queues one request for a PIN; `open(salt)` runs when it is its turn (the app shows the dialog then). */
  ask(salt: string | undefined, open: (salt: string | undefined) => void): Promise<StepUpAnswer>;
  /** The dialog's answer to the request it is showing. */
  answer(answer: StepUpAnswer): void;
};

/** One dialog at a time: a second money action refused while the first waits for its PIN is asked afterwards. */
export function createStepUpBroker(): StepUpBroker {
  let queue: Promise<unknown> = Promise.resolve();
  let waiting: ((answer: StepUpAnswer) => void) | null = null;
  return {
    ask(salt, open) {
      const turn = queue.then(
        () =>
          new Promise<StepUpAnswer>((resolve) => {
            waiting = resolve;
            open(salt);
          }),
      );
      queue = turn.then(
        () => undefined,
        () => undefined,
      );
      return turn;
    },
    answer(answer) {
      const resolve = waiting;
      waiting = null;
      resolve?.(answer);
    },
  };
}

/** The app's broker, shared by the HTTP wiring and the PIN dialog. */
export const stepUpBroker = createStepUpBroker();
