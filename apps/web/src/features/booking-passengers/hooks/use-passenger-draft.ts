// The passenger form's state: the draft, which fields were visited, the rules' check on every change (shown once a
// field is left or the form submitted) and the server's messages (each cleared when its field changes).
import { useCallback, useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { validatePassengerForm, type PassengerItinerary } from '@portal/domain';
import { useLanguage } from '../../../lib/i18n/use-language';
import { selectSystem } from '../../../stores/system-slice';
import { ruleMessages, serverMessages, type FieldMessages } from '../model/field-messages';
import {
  formBodyOf,
  initialDraft,
  updateContact,
  updatePassenger,
  type ContactDraft,
  type PassengerDraft,
  type PassengerFormDraft,
} from '../model/form-model';
import { serverToday } from '../model/selection-itinerary';

export type FieldState = { error: string | undefined; warning: string | undefined };

export function usePassengerDraft(itinerary: PassengerItinerary) {
  const { language } = useLanguage();
  const { serverOffsetMs } = useSelector(selectSystem);
  const [draft, setDraft] = useState<PassengerFormDraft>(() => initialDraft(itinerary.counts));
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set());
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [fromServer, setFromServer] = useState<FieldMessages>({});

  const today = useMemo(() => serverToday(serverOffsetMs), [serverOffsetMs]);
  const body = useMemo(() => formBodyOf(draft, itinerary), [draft, itinerary]);
  const check = useMemo(() => validatePassengerForm(body, itinerary, today), [body, itinerary, today]);
  const messages = useMemo(
    () => ruleMessages(check, language, body.loyaltyAirlines),
    [check, language, body.loyaltyAirlines],
  );

  const fieldState = useCallback(
    (key: string): FieldState => {
      const isShown = isSubmitted || visited.has(key);
      return {
        error: fromServer[key] ?? (isShown ? messages.errors[key] : undefined),
        warning: isShown ? messages.warnings[key] : undefined,
      };
    },
    [fromServer, isSubmitted, messages, visited],
  );

  const forget = useCallback((keys: readonly string[]) => {
    setFromServer((current) =>
      keys.some((key) => key in current)
        ? Object.fromEntries(Object.entries(current).filter(([key]) => !keys.includes(key)))
        : current,
    );
  }, []);

  const changePassenger = useCallback(
    (index: number, change: Partial<PassengerDraft>, keys: readonly string[]) => {
      setDraft((current) => updatePassenger(current, index, change));
      forget(keys);
    },
    [forget],
  );
  const changeContact = useCallback(
    (change: Partial<ContactDraft>, keys: readonly string[]) => {
      setDraft((current) => updateContact(current, change));
      forget(keys);
    },
    [forget],
  );
  const visit = useCallback(
    (key: string) => setVisited((current) => (current.has(key) ? current : new Set(current).add(key))),
    [],
  );
  /** Shows the server's 400 field messages; answers the field keys they were placed on. */
  const showServerFields = useCallback(
    (fields: Record<string, string>) => {
      const placed = serverMessages(fields, body.loyaltyAirlines);
      setFromServer(placed);
      return Object.keys(placed);
    },
    [body.loyaltyAirlines],
  );

  return {
    draft,
    body,
    check,
    messages,
    fromServer,
    isSubmitted,
    fieldState,
    changePassenger,
    changeContact,
    visit,
    submitted: () => setIsSubmitted(true),
    showServerFields,
  };
}
