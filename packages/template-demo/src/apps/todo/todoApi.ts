import { demoApi } from '../../mock/api/demoApi';
import type { Task } from '../../mock/db/todo';

export type { Task, TaskTag, TaskTagValue } from '../../mock/db/todo';

/** A task as the panel sends it: every field but the id (a new task) or all of them (an edit). */
export type TaskDraft = Omit<Task, 'id'> & { id?: number };

const LIST = { type: 'Task', id: 'LIST' } as const;

/** The to-do app's calls to the in-browser mock, at the paths the spec spells. */
export const todoApi = demoApi.injectEndpoints({
  endpoints: (build) => ({
    getTasks: build.query<Task[], { filter: string; q: string }>({
      query: ({ filter, q }) => ({ url: 'api/apps/todo', params: { filter, q } }),
      providesTags: (tasks = []) => [LIST, ...tasks.map((t) => ({ type: 'Task' as const, id: t.id }))],
    }),
    /** 201 with the new task's id. */
    newTask: build.mutation<number, TaskDraft>({
      query: (task) => ({ url: '/api/apps/todo/new-task', method: 'POST', body: { task } }),
      invalidatesTags: [LIST],
    }),
    updateTask: build.mutation<Task, Task>({
      query: (task) => ({ url: '/api/apps/todo/update-task', method: 'POST', body: { task } }),
      // A tick or a star shows at once: patch every cached list that holds the task, undo on failure.
      async onQueryStarted(task, { dispatch, getState, queryFulfilled }) {
        const patches = todoApi.util
          .selectInvalidatedBy(getState(), [{ type: 'Task', id: task.id }])
          .filter((entry) => entry.endpointName === 'getTasks')
          .map((entry) =>
            dispatch(
              todoApi.util.updateQueryData('getTasks', entry.originalArgs as { filter: string; q: string }, (tasks) => {
                const index = tasks.findIndex((t) => t.id === task.id);
                if (index >= 0) tasks[index] = task;
              }),
            ),
          );
        try {
          await queryFulfilled;
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
      invalidatesTags: (_result, _error, task) => [LIST, { type: 'Task', id: task.id }],
    }),
    /** The spec's call takes the bare id as its body and answers it. */
    trashTask: build.mutation<number, number>({
      query: (id) => ({ url: '/api/app/todo/trash-todo', method: 'POST', body: id }),
      invalidatesTags: (_result, _error, id) => [LIST, { type: 'Task', id }],
    }),
  }),
});

export const { useGetTasksQuery, useNewTaskMutation, useUpdateTaskMutation, useTrashTaskMutation } = todoApi;
