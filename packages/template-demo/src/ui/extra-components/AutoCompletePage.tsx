import { LoadError } from '@vitrine/web/components/ui';
import { useAppDispatch } from '@vitrine/web/store';
import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import Select, { components, type MultiValueRemoveProps } from 'react-select';
import AsyncSelect from 'react-select/async';
import { Example, ExampleGrid, ShowcasePage } from '../shared/ShowcasePage';
import { type Movie, moviesApi, moviesMatching, useGetAutocompleteMoviesQuery } from './autocomplete/moviesApi';
import { bootstrapSelectStyles } from './autocomplete/selectStyles';

const optionLabel = (m: Movie) => m.title;

/** react-select's remove cross has a label ("Remove The Matrix") but no role; it is a button. */
function MultiValueRemove(props: MultiValueRemoveProps<Movie, true>) {
  return <components.MultiValueRemove {...props} innerProps={{ ...props.innerProps, role: 'button' }} />;
}
const optionValue = (m: Movie) => String(m.id);

/**
 * Autocomplete over the mock's movies (GET /api/autocomplete/data): a single select with search,
 * a multi select, an async one that filters as you type, all clearable and themed.
 */
export default function AutoCompletePage() {
  const { t } = useTranslation('uiElements');
  const dispatch = useAppDispatch();
  const movies = useGetAutocompleteMoviesQuery();
  const [single, setSingle] = useState<Movie | null>(null);
  const [many, setMany] = useState<readonly Movie[]>([]);
  const [async, setAsync] = useState<Movie | null>(null);
  const options = movies.data ?? [];
  const common = {
    options,
    getOptionLabel: optionLabel,
    getOptionValue: optionValue,
    isLoading: movies.isLoading,
    isClearable: true,
    placeholder: t('autocomplete.placeholder'),
    noOptionsMessage: () => t('autocomplete.noOptions'),
    loadingMessage: () => t('autocomplete.loading'),
  };
  // The async select asks the mock (cached by RTK Query) and filters there, as a server search would.
  const loadOptions = async (text: string) => {
    const all = await dispatch(
      moviesApi.endpoints.getAutocompleteMovies.initiate(undefined, { subscribe: false }),
    ).unwrap();
    return moviesMatching(all, text);
  };
  const chosen = (value: string) => (
    <p className="small text-body-secondary mt-2 mb-0" aria-live="polite">
      {t('autocomplete.value')} <span className="fw-semibold text-body">{value || t('autocomplete.nothing')}</span>
    </p>
  );
  return (
    <ShowcasePage pageId="extraAutoComplete" description={t('autocomplete.description')}>
      {movies.isError && <LoadError onRetry={() => movies.refetch()} />}
      <ExampleGrid>
        <Example title={t('autocomplete.single')} description={t('autocomplete.singleHint')}>
          <Form.Label htmlFor="ac-single">{t('autocomplete.movie')}</Form.Label>
          <Select<Movie, false>
            {...common}
            inputId="ac-single"
            value={single}
            onChange={setSingle}
            styles={bootstrapSelectStyles<Movie, false>()}
          />
          <div data-testid="single-value">{chosen(single?.title ?? '')}</div>
        </Example>
        <Example title={t('autocomplete.multi')} description={t('autocomplete.multiHint')}>
          <Form.Label htmlFor="ac-multi">{t('autocomplete.movies')}</Form.Label>
          <Select<Movie, true>
            {...common}
            inputId="ac-multi"
            isMulti
            closeMenuOnSelect={false}
            components={{ MultiValueRemove }}
            value={many}
            onChange={setMany}
            styles={bootstrapSelectStyles<Movie, true>()}
          />
          <div data-testid="multi-value">{chosen(many.map((m) => m.title).join(', '))}</div>
        </Example>
        <Example title={t('autocomplete.async')} description={t('autocomplete.asyncHint')}>
          <Form.Label htmlFor="ac-async">{t('autocomplete.search')}</Form.Label>
          <AsyncSelect<Movie, false>
            inputId="ac-async"
            cacheOptions
            defaultOptions
            loadOptions={loadOptions}
            getOptionLabel={optionLabel}
            getOptionValue={optionValue}
            isClearable
            value={async}
            onChange={setAsync}
            placeholder={t('autocomplete.typeToSearch')}
            noOptionsMessage={() => t('autocomplete.noOptions')}
            loadingMessage={() => t('autocomplete.loading')}
            styles={bootstrapSelectStyles<Movie, false>()}
          />
          <div data-testid="async-value">{chosen(async ? `${async.title} (#${async.rank})` : '')}</div>
        </Example>
      </ExampleGrid>
    </ShowcasePage>
  );
}
