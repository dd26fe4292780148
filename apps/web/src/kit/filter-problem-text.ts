import type { TFunction } from 'i18next';
import type { FilterProblem } from './filter-rules';

export function filterProblemText(problem: FilterProblem, t: TFunction): string {
  switch (problem.problem) {
    case 'keywordTooShort':
      return t('kit:filter.keywordTooShort', { min: problem.min });
    case 'minAboveMax':
      return t('kit:filter.minAboveMax');
    case 'dateRangeRequired':
      return t('kit:filter.dateRangeRequired');
    case 'outOfRange':
      return t('kit:filter.outOfRange', { min: problem.min ?? '', max: problem.max ?? '' });
  }
}
