// How the satisfaction figures read in the portal: a rate with its base, never a bare percentage.
import type { DimensionResult } from '../../../../shared/contract/csm.ts';

export const rateText = (d: Pick<DimensionResult, 'rate'>) =>
  d.rate === null ? '—' : `${d.rate.toFixed(1)}%`;

export const baseText = (d: Pick<DimensionResult, 'positive' | 'answered'>) =>
  `${d.positive} of ${d.answered} ${d.answered === 1 ? 'answer' : 'answers'}`;

export const responsesText = (n: number) => `${n} ${n === 1 ? 'response' : 'responses'}`;
