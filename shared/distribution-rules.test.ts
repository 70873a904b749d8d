import { describe, expect, it } from 'vitest';

import {
  distributionFlagRules,
  distributionRules,
  learnerDeadlineOf,
  learnerStartOf,
  programRestriction,
  relativeDeadlineOf,
  toggleLocked,
} from './distribution-rules';
import { problemsOf } from './row-rules';

const NOW = Date.UTC(2026, 10, 25, 12);
const DAY = 86_400_000;
const none = { futureDistribution: null, absoluteDeadline: null, relativeDeadline: null, dueDate: null };
const messages = (row: object) => problemsOf(distributionRules(NOW), row).map((problem) => `${problem.field}:${problem.message}`);

describe('distribution settings rules (spec 02 §5)', () => {
  it('a start date excludes the three deadlines, and the deadlines exclude each other', () => {
    expect(messages({ ...none, futureDistribution: NOW + DAY, dueDate: NOW + 2 * DAY })).toEqual(['dueDate:distributionStartExcludesDeadlines']);
    expect(messages({ ...none, absoluteDeadline: NOW + DAY, relativeDeadline: 3 })).toEqual(['relativeDeadline:distributionOneDeadline']);
    expect(messages({ ...none, relativeDeadline: 0 })).toEqual([]);
    expect(messages({ ...none, relativeDeadline: -1 })).toEqual(['relativeDeadline:availableForDays']);
  });

  it('the minimum date is now, or the start date', () => {
    expect(messages({ ...none, dueDate: NOW - DAY })).toEqual(['dueDate:distributionDateInPast']);
    expect(messages({ ...none, futureDistribution: new Date(NOW - DAY).toISOString() })).toEqual(['futureDistribution:distributionDateInPast']);
    expect(messages({ ...none, absoluteDeadline: new Date(NOW + DAY) })).toEqual([]);
  });

  it('flags only for the programs they apply to', () => {
    const plain = { manualReviews: false, hasAssessments: false, hasProctoring: false, type: 'Lumen' };
    const row = { manualReviewsSkipEndorsment: true, showHintsAfterAssessmentsCompleted: true, hideAssessmentsAfterCompleted: false };
    expect(problemsOf(distributionFlagRules(plain), row).map((problem) => problem.field)).toEqual([
      'manualReviewsSkipEndorsment',
      'showHintsAfterAssessmentsCompleted',
    ]);
    expect(problemsOf(distributionFlagRules({ ...plain, manualReviews: true, hasAssessments: true }), row)).toEqual([]);
  });

  it('restrictions by feature, and the expired toggle', () => {
    const workspace = { product: 'UL', featureFlags: ['assessments'], billingService: { type: 'chargebee', status: 'active' } };
    const program = { manualReviews: false, hasAssessments: true, hasProctoring: false, type: 'Scorm' };
    expect(programRestriction(program, workspace)).toBe('not_allowed_distribute_course_with_scorm');
    expect(programRestriction({ ...program, type: 'Lumen' }, workspace)).toBeNull();
    const expired = { ...workspace, billingService: { type: 'chargebee', status: 'expired' } };
    expect(toggleLocked(expired, { distributed: false, scheduled: false })).toBe(true);
    expect(toggleLocked(expired, { distributed: true, scheduled: false })).toBe(false);
    expect(toggleLocked(expired, { distributed: false, scheduled: true })).toBe(false);
    expect(toggleLocked(workspace, { distributed: false, scheduled: false })).toBe(false);
  });

  it("'available for N days' ends N days after each learner's own start", () => {
    expect(relativeDeadlineOf(new Date(NOW), 10).getTime()).toBe(NOW + 10 * DAY);
    expect(relativeDeadlineOf(new Date(NOW + 5 * DAY), 10).getTime()).toBe(NOW + 15 * DAY);
  });

  it("a learner's own start is the later of the distribution and their joining; the deadline is the due date, else until, else N days after it", () => {
    const distributed = new Date(NOW);
    expect(learnerStartOf(distributed, new Date(NOW - DAY))).toEqual(distributed);
    expect(learnerStartOf(distributed, new Date(NOW + 3 * DAY))).toEqual(new Date(NOW + 3 * DAY));
    expect(learnerStartOf(distributed, null)).toEqual(distributed);
    const none = { dueDate: null, absoluteDeadline: null, relativeDeadline: null };
    expect(learnerDeadlineOf(none, distributed)).toBeNull();
    expect(learnerDeadlineOf({ ...none, relativeDeadline: 10 }, new Date(NOW + 3 * DAY))).toEqual(new Date(NOW + 13 * DAY));
    expect(learnerDeadlineOf({ ...none, dueDate: new Date(NOW + DAY) }, new Date(NOW + 3 * DAY))).toEqual(new Date(NOW + DAY));
    expect(learnerDeadlineOf({ ...none, absoluteDeadline: new Date(NOW + 2 * DAY) }, distributed)).toEqual(new Date(NOW + 2 * DAY));
  });
});
