import { describe, expect, it } from 'vitest';
import { InvalidInput } from '../../../domain/shared/domain-error.js';
import { MAX_TAGS_PER_TASK, TASK_PRIORITIES, TASK_STATUSES, taskFields } from '../../../domain/tasks/task.js';
import { templateObjectFields } from '../../../domain/template-objects/template-object.js';

function failure(run: () => unknown): InvalidInput {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidInput);
    return error as InvalidInput;
  }
  throw new Error('expected an InvalidInput');
}

describe('task fields', () => {
  it('when only a label is given, then the spec defaults apply', () => {
    expect(taskFields({ label: 'x' })).toEqual({
      label: 'x',
      description: null,
      status: 'TODO',
      priority: 'NORMAL',
      dueDate: null,
      assignedTo: null,
      tagIds: [],
      nomenclatureId: null,
    });
  });

  it('when null is given for optional fields, then they take the same defaults as when omitted', () => {
    const nulls = {
      status: null,
      priority: null,
      dueDate: null,
      assignedTo: null,
      tagIds: null,
      nomenclatureId: null,
    };
    expect(taskFields({ label: 'x', ...nulls })).toEqual(taskFields({ label: 'x' }));
  });

  it('when every status and priority of the spec is given, then each is accepted, and nothing else', () => {
    expect(TASK_STATUSES).toEqual(['TODO', 'IN_PROGRESS', 'DONE', 'CANCELLED']);
    expect(TASK_PRIORITIES).toEqual(['LOW', 'NORMAL', 'HIGH', 'URGENT']);
    for (const status of TASK_STATUSES) expect(taskFields({ label: 'x', status }).status).toBe(status);
    for (const priority of TASK_PRIORITIES)
      expect(taskFields({ label: 'x', priority }).priority).toBe(priority);
    expect(failure(() => taskFields({ label: 'x', status: 'todo' })).details[0]!.path).toBe('status');
    expect(failure(() => taskFields({ label: 'x', priority: 'CRITICAL' })).details[0]!.path).toBe('priority');
  });

  it.each([
    ['2024-02-29', true],
    ['2100-02-29', false],
    ['2000-02-29', true],
    ['2026-04-31', false],
    ['2026-12-31', true],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['26-01-01', false],
    ['2026-01-01Z', false],
  ])('when the due date is %s, then valid is %s', (dueDate, valid) => {
    if (valid) expect(taskFields({ label: 'x', dueDate }).dueDate).toBe(dueDate);
    else expect(failure(() => taskFields({ label: 'x', dueDate })).details[0]!.path).toBe('dueDate');
  });

  it('when tag IDs repeat or come unordered, then they are kept once, ascending', () => {
    expect(taskFields({ label: 'x', tagIds: [5, 2, 5, 9] }).tagIds).toEqual([2, 5, 9]);
  });

  it.each([[0], [-3], [1.5], [Number.MAX_SAFE_INTEGER + 1]])(
    'when a tag ID is %s, then it is rejected',
    (id) => {
      expect(failure(() => taskFields({ label: 'x', tagIds: [id] })).details[0]!.path).toBe('tagIds');
    },
  );

  it('when more tags than allowed are given, then it is rejected', () => {
    const ids = Array.from({ length: MAX_TAGS_PER_TASK + 1 }, (_, i) => i + 1);
    expect(failure(() => taskFields({ label: 'x', tagIds: ids })).details[0]!.path).toBe('tagIds');
  });

  it('when errors are reported for an element of a batch, then the path carries its prefix', () => {
    expect(failure(() => taskFields({ label: ' ' }, '[4].')).details[0]!.path).toBe('[4].label');
  });

  it('when the assignee is blank, then it becomes null', () => {
    expect(taskFields({ label: 'x', assignedTo: '   ' }).assignedTo).toBeNull();
  });
});

describe('template object fields', () => {
  it('when label and description are given, then they are kept; a blank label is rejected', () => {
    expect(templateObjectFields({ label: 'l', description: 'd' })).toEqual({ label: 'l', description: 'd' });
    expect(templateObjectFields({ label: 'l' })).toEqual({ label: 'l', description: null });
    expect(failure(() => templateObjectFields({ label: '\t' })).details[0]!.path).toBe('label');
  });
});
