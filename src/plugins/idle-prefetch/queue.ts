/** Runs a callback later, in a task of its own (requestIdleCallback in the browser). */
export type Schedule = (run: () => void) => void;

export interface TaskQueue {
  add(task: () => void): void;
  readonly pending: number;
}

/**
 * A queue that runs one task per scheduled turn and schedules the next turn only after that task,
 * so tasks never pile up into one long task however many are added at once.
 */
export function createTaskQueue(schedule: Schedule): TaskQueue {
  const tasks: (() => void)[] = [];
  let scheduled = false;
  const turn = () => {
    scheduled = false;
    const task = tasks.shift();
    try {
      task?.();
    } finally {
      if (tasks.length) {
        scheduled = true;
        schedule(turn);
      }
    }
  };
  return {
    add(task) {
      tasks.push(task);
      if (!scheduled) {
        scheduled = true;
        schedule(turn);
      }
    },
    get pending() {
      return tasks.length;
    },
  };
}

interface DocusaurusGlobal {
  prefetch(routePath: string): unknown;
  preload(routePath: string): unknown;
}

/** The `window.docusaurus` object with `prefetch` going through the queue; `preload` stays immediate. */
export function withQueuedPrefetch<T extends DocusaurusGlobal>(docusaurus: T, queue: TaskQueue): T {
  return Object.freeze({...docusaurus, prefetch: (routePath: string) => queue.add(() => void docusaurus.prefetch(routePath))});
}
