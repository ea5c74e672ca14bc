import { SectionSupplyRequest, type SectionSupply } from '@mizan/contract/admin/quizzes';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useGetSectionSupplyQuery } from '../api';
import type { DraftValues } from '../draft-defaults';

const PAUSE_MS = 400;

/**
 * What each section can supply as the form stands now, saved or not: the server counts a draw's pool (only the
 * questions a student can be marked on in this quiz), asked again once the operator pauses typing.
 */
export function useLiveSupply(): SectionSupply[] {
  const [scoring, dimensions, sections] = useWatch<DraftValues, ['scoring', 'dimensions', 'sections']>({
    name: ['scoring', 'dimensions', 'sections'],
  });
  const current = JSON.stringify({ scoring, dimensions, sections });
  const [settled, setSettled] = useState(current);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(current), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [current]);
  // Half-typed values (an empty count) wait for the operator rather than asking the server about them.
  const parsed = SectionSupplyRequest.safeParse(JSON.parse(settled));
  const { data } = useGetSectionSupplyQuery(parsed.data ?? { scoring: 'graded', dimensions: [], sections: [] }, { skip: !parsed.success });
  return data?.supply ?? [];
}
