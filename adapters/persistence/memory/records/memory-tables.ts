/** The memory table of tasks; the taxonomy repositories read it to count references. */
export const MEMORY_TASKS = 'tasks';
