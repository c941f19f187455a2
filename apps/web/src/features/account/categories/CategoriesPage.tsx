import type { OwnerCategory } from '@vitrine/contracts';
import { ArrowDown, ArrowUp, Check, Pencil, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { Button, Card, Form, InputGroup, ListGroup, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ConfirmDialog, LoadError, Loading, PageHeader, useFailureText } from '../../../components/ui';
import {
  createCategory,
  deleteCategory,
  reorderCategories,
  showCategories,
  updateCategory,
  useListCategoriesQuery,
} from '../products/productsApi';
import { queryState } from '../shared/queryState';

/** Categories: create, rename, reorder (the catalogue's order), delete (products stay, uncategorised). */
export default function CategoriesPage() {
  const { t } = useTranslation('account');
  const failureText = useFailureText();
  const { result, retry } = queryState(useListCategoriesQuery());
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<{ id: number; name: string; error?: string } | null>(null);
  const [toDelete, setToDelete] = useState<OwnerCategory | null>(null);
  const [busy, setBusy] = useState(false);

  if (result.state === 'loading') return <Loading />;
  if (result.state === 'error') return <LoadError message={result.message} onRetry={retry} />;
  const categories = [...result.data.categories].sort((a, b) => a.sort_order - b.sort_order);
  const show = showCategories;
  // 409: another category has this name in some case ("bolos" beside "Bolos"), said in the owner's language.
  const nameFailure = (outcome: { status: number; message: string; errors: Record<string, string> }) =>
    outcome.status === 409 ? t('categories.nameTaken') : (outcome.errors.name ?? failureText(outcome.message));

  const add = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(t('errors.required'));
      return;
    }
    setAdding(true);
    const outcome = await createCategory(name.trim());
    setAdding(false);
    if (!outcome.ok) {
      setNameError(nameFailure(outcome));
      return;
    }
    setName('');
    setNameError(null);
    show([...categories, outcome.data.category]);
    toast.success(t('categories.added'));
  };

  const rename = async () => {
    if (!editing) return;
    if (!editing.name.trim()) {
      setEditing({ ...editing, error: t('errors.required') });
      return;
    }
    setBusy(true);
    const outcome = await updateCategory(editing.id, { name: editing.name.trim() });
    setBusy(false);
    if (!outcome.ok) {
      setEditing({ ...editing, error: nameFailure(outcome) });
      return;
    }
    show(categories.map((c) => (c.id === editing.id ? outcome.data.category : c)));
    setEditing(null);
    toast.success(t('categories.renamed'));
  };

  const move = async (index: number, delta: -1 | 1) => {
    const next = [...categories];
    const [moved] = next.splice(index, 1);
    next.splice(index + delta, 0, moved);
    const ids = next.map((c) => c.id);
    show(next.map((c, i) => ({ ...c, sort_order: i })));
    const outcome = await reorderCategories(ids);
    if (!outcome.ok) {
      toast.error(failureText(outcome.message));
      show(categories);
      return;
    }
    show(outcome.data.categories);
    toast.success(t('categories.reordered'), { autoClose: 1000 });
  };

  const remove = async () => {
    if (!toDelete) return;
    setBusy(true);
    const outcome = await deleteCategory(toDelete.id);
    setBusy(false);
    if (!outcome.ok) {
      toast.error(failureText(outcome.message));
      return;
    }
    show(categories.filter((c) => c.id !== toDelete.id));
    setToDelete(null);
    toast.success(t('categories.deleted'));
  };

  return (
    <>
      <PageHeader title={t('categories.title')} subtitle={t('categories.subtitle')} />
      <Card className="mb-4">
        <Card.Body>
          <Form noValidate onSubmit={add}>
            <Form.Label htmlFor="category-name">{t('categories.name')}</Form.Label>
            <InputGroup hasValidation style={{ maxWidth: 520 }}>
              <Form.Control
                id="category-name"
                value={name}
                isInvalid={!!nameError}
                // The refusal ("already have a category with this name") is read with the field.
                aria-invalid={nameError ? true : undefined}
                aria-describedby={nameError ? 'category-name-error' : undefined}
                onChange={(e) => setName(e.target.value)}
              />
              <Button type="submit" disabled={adding}>
                {adding && <Spinner size="sm" className="me-2" aria-hidden />}
                {t('categories.add')}
              </Button>
              <Form.Control.Feedback type="invalid" id="category-name-error">
                {nameError}
              </Form.Control.Feedback>
            </InputGroup>
          </Form>
        </Card.Body>
      </Card>
      <Card>
        {categories.length === 0 ? (
          <Card.Body className="text-body-secondary">{t('categories.empty')}</Card.Body>
        ) : (
          <ListGroup variant="flush" as="ol" data-testid="categories-list">
            {categories.map((c, index) => (
              <ListGroup.Item as="li" key={c.id} className="d-flex flex-wrap align-items-center gap-2">
                {editing?.id === c.id ? (
                  <Form
                    className="flex-grow-1"
                    noValidate
                    onSubmit={(e) => {
                      e.preventDefault();
                      void rename();
                    }}
                  >
                    <InputGroup hasValidation>
                      <Form.Control
                        aria-label={t('categories.rename', { name: c.name })}
                        value={editing.name}
                        isInvalid={!!editing.error}
                        autoFocus
                        onChange={(e) => setEditing({ ...editing, name: e.target.value })}
                        onKeyDown={(e) => e.key === 'Escape' && setEditing(null)}
                      />
                      <Button type="submit" variant="primary" disabled={busy} aria-label={t('common.save')}>
                        <Check size={16} aria-hidden />
                      </Button>
                      <Button
                        variant="outline-secondary"
                        onClick={() => setEditing(null)}
                        aria-label={t('common.cancel')}
                      >
                        <X size={16} aria-hidden />
                      </Button>
                      <Form.Control.Feedback type="invalid">{editing.error}</Form.Control.Feedback>
                    </InputGroup>
                  </Form>
                ) : (
                  <>
                    <span className="flex-grow-1">
                      <span className="fw-semibold">{c.name}</span>{' '}
                      <small className="text-body-secondary">
                        {t('categories.products', { count: c.product_count })}
                      </small>
                    </span>
                    <Button
                      size="sm"
                      variant="outline-secondary"
                      disabled={index === 0}
                      aria-label={t('categories.moveUp', { name: c.name })}
                      onClick={() => move(index, -1)}
                    >
                      <ArrowUp size={14} aria-hidden />
                    </Button>
                    <Button
                      size="sm"
                      variant="outline-secondary"
                      disabled={index === categories.length - 1}
                      aria-label={t('categories.moveDown', { name: c.name })}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowDown size={14} aria-hidden />
                    </Button>
                    <Button
                      size="sm"
                      variant="outline-primary"
                      aria-label={t('categories.rename', { name: c.name })}
                      onClick={() => setEditing({ id: c.id, name: c.name })}
                    >
                      <Pencil size={14} aria-hidden />
                    </Button>
                    <Button
                      size="sm"
                      variant="outline-danger"
                      aria-label={t('categories.delete', { name: c.name })}
                      onClick={() => setToDelete(c)}
                    >
                      <Trash2 size={14} aria-hidden />
                    </Button>
                  </>
                )}
              </ListGroup.Item>
            ))}
          </ListGroup>
        )}
      </Card>
      <ConfirmDialog
        show={toDelete !== null}
        title={t('categories.deleteTitle')}
        text={t('categories.deleteText', { name: toDelete?.name ?? '' })}
        confirmLabel={t('common.delete')}
        busy={busy}
        onConfirm={remove}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
