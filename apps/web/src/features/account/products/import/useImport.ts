import type { ImportResponse, SheetError } from '@vitrine/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useFailureText } from '../../../../components/ui';
import { store } from '../../../../store';
import { ownerApi } from '../../api/ownerApi';
import { refreshStorefront } from '../../api/storefrontCache';
import { type ImportPhase, roughRowCount, sendImport } from './importClient';

/** A check's (or an import's) answer; `run` tells one answer from the next (the result view starts afresh). */
type Checked = { result: ImportResponse; run: number };

/**
 * The import's state: the chosen files, where a check or import is, and its answer (or why the
 * file was refused). Focus moves to the answer, or to the file's problems, when it comes.
 */
export function useImport() {
  const { t } = useTranslation('catalogueImport');
  const failureText = useFailureText();
  const [file, setFile] = useState<File | null>(null);
  const [pictures, setPictures] = useState<File | null>(null);
  const [allOrNothing, setAllOrNothing] = useState(false);
  const [phase, setPhase] = useState<ImportPhase | null>(null);
  const [rowGuess, setRowGuess] = useState<number | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [fileErrors, setFileErrors] = useState<SheetError[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [imported, setImported] = useState<ImportResponse | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const fileErrorsRef = useRef<HTMLDivElement>(null);
  const abort = useRef<AbortController | null>(null);
  const running = useRef(false);

  useEffect(() => () => abort.current?.abort(), []);

  /** Another file (or another choice) asks for a new check. */
  const reset = () => {
    setChecked(null);
    setFileErrors([]);
    setFailure(null);
    setImported(null);
  };

  const run = async (dryRun: boolean) => {
    // A second click before React draws the disabled button (the row count below is awaited
    // first) must not send the file again.
    if (!file || running.current) return;
    running.current = true;
    setPhase({ kind: 'uploading', fraction: 0 });
    abort.current = new AbortController();
    setFailure(null);
    setFileErrors([]);
    setRowGuess(await roughRowCount(file));
    const planId = checked?.result.plan_id;
    const outcome = await sendImport({ file, pictures, dryRun, allOrNothing, planId }, setPhase, abort.current.signal);
    running.current = false;
    setPhase(null);
    if (!outcome.ok) {
      if (outcome.fileErrors.length) {
        setChecked(null);
        setFileErrors(outcome.fileErrors);
        requestAnimationFrame(() => fileErrorsRef.current?.focus());
      } else {
        setFailure(failureText(outcome.message));
        if (!dryRun) toast.error(t('failed'));
      }
      return;
    }
    const result = outcome.data;
    setChecked((last) => ({ result, run: (last?.run ?? 0) + 1 }));
    if (!dryRun) {
      if (result.applied) {
        setImported(result);
        toast.success(t('done', { new: result.summary.new, changed: result.summary.changed }));
        // Every owner list and the storefront's cached reads show the import at once.
        store.dispatch(ownerApi.util.invalidateTags(['Products', 'Categories', 'Dashboard', 'Share']));
        void refreshStorefront();
      } else toast.error(t('notApplied'));
    }
    requestAnimationFrame(() => resultHeading.current?.focus());
  };

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    reset();
  };
  const choosePictures = (chosen: File | null) => {
    setPictures(chosen);
    reset();
  };

  return {
    file,
    allOrNothing,
    setAllOrNothing,
    chooseFile,
    choosePictures,
    run,
    phase,
    rowGuess,
    checked,
    fileErrors,
    failure,
    imported,
    resultHeading,
    fileErrorsRef,
  };
}
