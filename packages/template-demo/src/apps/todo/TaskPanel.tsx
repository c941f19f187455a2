import { ArchiveRestore, Trash2 } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Alert, Button, Form, Offcanvas } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { PanelFooter } from '../shared/PanelFooter';
import {
  type Task,
  type TaskDraft,
  type TaskTagValue,
  useNewTaskMutation,
  useTrashTaskMutation,
  useUpdateTaskMutation,
} from './todoApi';
import { splitError, taskTags } from './todoShared';

/** What the panel opens on: a new task (with defaults from the current filter) or a task to edit. */
export type PanelTarget = { mode: 'new'; defaults: Partial<TaskDraft> } | { mode: 'edit'; task: Task };

const blankDraft: TaskDraft = {
  title: '',
  desc: '',
  tags: [],
  isImportant: false,
  isStarred: false,
  isCompleted: false,
  isTrashed: false,
};

/**
 * The side panel that adds a task or edits one (title, description, tags, flags), and moves it to
 * the trash or back. The mock's field errors show next to their field.
 */
export function TaskPanel({ target, onHide }: { target: PanelTarget | null; onHide: () => void }) {
  // The last target stays rendered while the panel slides out.
  const [shown, setShown] = useState(target);
  if (target && target !== shown) setShown(target);
  return (
    <Offcanvas show={!!target} onHide={onHide} placement="end" aria-labelledby="task-panel-title">
      {shown && <TaskForm key={shown.mode === 'edit' ? shown.task.id : 'new'} target={shown} onDone={onHide} />}
    </Offcanvas>
  );
}

function TaskForm({ target, onDone }: { target: PanelTarget; onDone: () => void }) {
  const { t } = useTranslation('todo');
  const editing = target.mode === 'edit' ? target.task : null;
  const [draft, setDraft] = useState<TaskDraft>(() =>
    editing ? { ...editing } : { ...blankDraft, ...(target.mode === 'new' ? target.defaults : {}) },
  );
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [newTask, adding] = useNewTaskMutation();
  const [updateTask, saving] = useUpdateTaskMutation();
  const [trashTask, trashing] = useTrashTaskMutation();
  const titleRef = useRef<HTMLInputElement>(null);
  const busy = adding.isLoading || saving.isLoading || trashing.isLoading;

  const set = <K extends keyof TaskDraft>(key: K, value: TaskDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    if (fields[key]) setFields(({ [key]: _gone, ...rest }) => rest);
  };
  const toggleTag = (tag: TaskTagValue, on: boolean) =>
    set('tags', on ? [...draft.tags, tag] : draft.tags.filter((x) => x !== tag));

  const fail = (error: unknown) => {
    const split = splitError(t, error);
    setFields(split.fields);
    setMessage(split.message);
    if (split.fields.title) titleRef.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const result = editing
      ? await updateTask({ ...editing, ...draft, id: editing.id })
      : await newTask({ ...draft, isTrashed: false });
    if (result.error) return fail(result.error);
    toast.success(editing ? t('toasts.saved') : t('toasts.added'));
    onDone();
  };

  const trash = async () => {
    if (!editing) return;
    const result = await trashTask(editing.id);
    if (result.error) return fail(result.error);
    toast.info(t('toasts.trashed'));
    onDone();
  };

  const restore = async () => {
    if (!editing) return;
    const result = await updateTask({ ...editing, ...draft, id: editing.id, isTrashed: false });
    if (result.error) return fail(result.error);
    toast.success(t('toasts.restored'));
    onDone();
  };

  return (
    <>
      <Offcanvas.Header closeButton closeLabel={t('panel.close')} className="border-bottom">
        <Offcanvas.Title id="task-panel-title" as="h2" className="h5 mb-0">
          {editing ? t('panel.editTitle') : t('panel.newTitle')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <Form noValidate onSubmit={submit} data-testid="task-form">
          {message && (
            <Alert variant="danger" data-testid="task-error">
              {message}
            </Alert>
          )}
          <Form.Group className="mb-3" controlId="task-title">
            <Form.Label>{t('panel.title')}</Form.Label>
            <Form.Control
              ref={titleRef}
              value={draft.title}
              onChange={(e) => set('title', e.target.value)}
              isInvalid={!!fields.title}
              aria-invalid={!!fields.title}
              aria-describedby={fields.title ? 'task-title-error' : undefined}
              maxLength={200}
            />
            <Form.Control.Feedback type="invalid" id="task-title-error">
              {fields.title}
            </Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId="task-desc">
            <Form.Label>{t('panel.desc')}</Form.Label>
            <Form.Control
              as="textarea"
              rows={4}
              value={draft.desc}
              onChange={(e) => set('desc', e.target.value)}
              isInvalid={!!fields.desc}
              aria-invalid={!!fields.desc}
            />
            <Form.Control.Feedback type="invalid">{fields.desc}</Form.Control.Feedback>
          </Form.Group>
          <fieldset className="mb-3">
            <legend className="form-label fs-6">{t('panel.tags')}</legend>
            <div className="d-flex flex-wrap gap-3">
              {taskTags.map((tag) => (
                <Form.Check
                  key={tag.value}
                  id={`task-tag-${tag.value}`}
                  label={t(`tags.${tag.value}`)}
                  checked={draft.tags.includes(tag.value)}
                  onChange={(e) => toggleTag(tag.value, e.target.checked)}
                />
              ))}
            </div>
          </fieldset>
          <fieldset className="mb-4">
            <legend className="visually-hidden">{t('panel.flags')}</legend>
            <Form.Check
              type="switch"
              id="task-important"
              label={t('panel.important')}
              checked={draft.isImportant}
              onChange={(e) => set('isImportant', e.target.checked)}
            />
            <Form.Check
              type="switch"
              id="task-starred"
              label={t('panel.starred')}
              checked={draft.isStarred}
              onChange={(e) => set('isStarred', e.target.checked)}
            />
            {editing && (
              <Form.Check
                type="switch"
                id="task-completed"
                label={t('panel.completed')}
                checked={draft.isCompleted}
                onChange={(e) => set('isCompleted', e.target.checked)}
              />
            )}
          </fieldset>
          <PanelFooter
            busy={busy}
            labels={{ cancel: t('panel.cancel'), submit: editing ? t('panel.save') : t('panel.add') }}
            onCancel={onDone}
            saveTestId="task-save"
          >
            {editing && !editing.isTrashed && (
              <Button
                variant="outline-danger"
                className="vt-btn-danger-quiet"
                onClick={trash}
                disabled={busy}
                data-testid="task-trash"
              >
                <Trash2 size={16} className="me-1" aria-hidden />
                {t('panel.trash')}
              </Button>
            )}
            {editing?.isTrashed && (
              <Button
                variant="outline-secondary"
                className="vt-btn-quiet"
                onClick={restore}
                disabled={busy}
                data-testid="task-restore"
              >
                <ArchiveRestore size={16} className="me-1" aria-hidden />
                {t('panel.restore')}
              </Button>
            )}
          </PanelFooter>
        </Form>
      </Offcanvas.Body>
    </>
  );
}
