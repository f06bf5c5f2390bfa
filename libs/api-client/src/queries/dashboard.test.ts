import { describe, expect, it } from 'vitest';
import { completedTasks, visibleTasks, type Task } from './dashboard';

const task = (id: string, over: Partial<Task>): Task => ({
  id,
  title: id,
  text: '',
  number: 1,
  headline: id,
  completed: false,
  completedDate: null,
  dismissed: false,
  priorityScore: 50,
  created_at: '2026-11-01T09:00:00Z',
  ...over,
});

describe('visibleTasks', () => {
  it('hides dismissed tasks and sorts by priority, then oldest first', () => {
    const tasks = [
      task('low', { priorityScore: 10 }),
      task('dismissed', { priorityScore: 99, dismissed: true }),
      task('high-new', { priorityScore: 90, created_at: '2026-11-20T09:00:00Z' }),
      task('high-old', { priorityScore: 90, created_at: '2026-10-01T09:00:00Z' }),
    ];
    expect(visibleTasks(tasks).map((t) => t.id)).toEqual(['high-old', 'high-new', 'low']);
  });
});

describe('completedTasks', () => {
  it('lists completed tasks, newest completed first', () => {
    const tasks = [
      task('open', {}),
      task('first', { completed: true, completedDate: '2026-09-01T09:00:00Z' }),
      task('latest', { completed: true, completedDate: '2026-11-01T09:00:00Z' }),
    ];
    expect(completedTasks(tasks).map((t) => t.id)).toEqual(['latest', 'first']);
  });
});
