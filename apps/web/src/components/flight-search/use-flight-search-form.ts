// The search form's state: the draft, typed dates not yet applied, the problems to show, and the submit that navigates.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TSearchFlightsRequest } from '@portal/contracts';
import type { DateRange, MultiFlightLeg, NewLegOptions, PassengerCounts } from '@portal/domain';
import { vietnamToday } from '../../lib/flight-search/date-text';
import { validateDraft, type SearchProblem } from '../../lib/flight-search/draft-validation';
import {
  applyDateText,
  changeJourneyType,
  draftFromRequest,
  initialDraft,
  requestFromDraft,
  settleDateTexts,
  swapRoute,
  type DateFieldKey,
  type JourneyType,
  type PromotionAirline,
  type SearchDraft,
} from '../../lib/flight-search/search-draft';
import { resultsPathFor } from '../../lib/flight-search/search-query';
import { searchSubmitted, selectLastSearch } from '../../stores/flight-search-slice';

export type UseFlightSearchFormOptions = {
  initialRequest?: TSearchFlightsRequest;
  onSearch?: (request: TSearchFlightsRequest) => void;
};

type PendingTexts = Partial<Record<DateFieldKey, string>>;

let legCounter = 0;
const newSessionId = () => {
  legCounter += 1;
  return `leg-${legCounter}`;
};

function without(texts: PendingTexts, ...keys: DateFieldKey[]): PendingTexts {
  const next = { ...texts };
  for (const key of keys) delete next[key];
  return next;
}

export function useFlightSearchForm({ initialRequest, onSearch }: UseFlightSearchFormOptions) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const lastRequest = useSelector(selectLastSearch);
  // "Today" is Vietnam's day, fixed when the form opens so the rules see one day throughout.
  const [legOptions] = useState<NewLegOptions>(() => ({ today: vietnamToday(), newSessionId }));
  const [draft, setDraft] = useState<SearchDraft>(() => {
    const start = initialRequest ?? lastRequest;
    return start ? draftFromRequest(start, legOptions) : initialDraft(legOptions);
  });
  const [pendingTexts, setPendingTexts] = useState<PendingTexts>({});
  const [editingKey, setEditingKey] = useState<DateFieldKey | null>(null);
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);

  const settled = settleDateTexts(draft, pendingTexts);
  const allProblems = validateDraft(settled.draft, { today: legOptions.today, textProblems: settled.textProblems });
  // Before the first submit only a typed date that is not a day shows, once the agent has left the field.
  const problems = hasTriedSubmit
    ? allProblems
    : allProblems.filter((problem) => problem.field in settled.textProblems && problem.field !== editingKey);

  useEffect(() => {
    if (failedSubmits > 0) summaryRef.current?.focus();
  }, [failedSubmits]);

  const message = (problem: SearchProblem) => t(`flightSearch.errors.${problem.messageKey}`, problem.values);
  const summaryMessage = (problem: SearchProblem) =>
    problem.legNumber === undefined
      ? message(problem)
      : t('flightSearch.errors.leg', { number: problem.legNumber, message: message(problem) });
  const fieldError = (...fields: string[]): string | undefined => {
    const problem = problems.find((candidate) => fields.includes(candidate.field));
    return problem ? message(problem) : undefined;
  };

  const changeDraft = (change: (current: SearchDraft) => SearchDraft) => setDraft(change);

  const handlers = {
    changeJourneyType: (journeyType: JourneyType) => {
      setDraft(changeJourneyType(settled.draft, journeyType));
      setPendingTexts({});
    },
    changeFrom: (from: string) => changeDraft((current) => ({ ...current, from })),
    changeTo: (to: string) => changeDraft((current) => ({ ...current, to })),
    swap: () => changeDraft(swapRoute),
    changeDates: (dates: DateRange) => {
      changeDraft((current) => ({ ...current, dates }));
      setPendingTexts((current) => without(current, 'departure', 'return'));
    },
    changeLegs: (legs: MultiFlightLeg[]) => changeDraft((current) => ({ ...current, legs })),
    changePassengers: (passengers: PassengerCounts) => changeDraft((current) => ({ ...current, passengers })),
    changePromotionCode: (airline: PromotionAirline, code: string) =>
      changeDraft((current) => ({ ...current, promotionCodes: { ...current.promotionCodes, [airline]: code } })),
    changeDateText: (key: DateFieldKey, text: string) => {
      setEditingKey(key);
      setPendingTexts((current) => ({ ...current, [key]: text }));
    },
    /** Applies a typed date when it is a day; otherwise keeps the text so its problem shows. */
    commitDateText: (key: DateFieldKey) => {
      setEditingKey(null);
      const text = pendingTexts[key];
      if (text === undefined) return;
      const result = applyDateText(draft, { key, text });
      if (result.problem) return;
      setDraft(result.draft);
      setPendingTexts((current) => without(current, key));
    },
    resetDateText: (key: DateFieldKey) => setPendingTexts((current) => without(current, key)),
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setHasTriedSubmit(true);
    setEditingKey(null);
    if (allProblems.length > 0) {
      setFailedSubmits((count) => count + 1);
      return;
    }
    const request = requestFromDraft(settled.draft);
    setDraft(settled.draft);
    setPendingTexts({});
    dispatch(searchSubmitted(request));
    onSearch?.(request);
    void navigate(resultsPathFor(request));
  };

  return {
    draft,
    legOptions,
    pendingTexts,
    problems,
    /** Shown above the form once a submit was refused. */
    summary: hasTriedSubmit ? problems.map(summaryMessage) : [],
    summaryRef,
    fieldError,
    handlers,
    submit,
  };
}
