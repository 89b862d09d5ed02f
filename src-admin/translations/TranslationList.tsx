import { BooleanInput, DataTable, List, SelectInput, SimpleList, TextInput, useListContext } from 'react-admin';
import { directionOf, isLocale, type Locale } from '@/common/i18n/locales';
import { oneLine, tableSx, useListLayout, wrapAnywhere } from '../ui/listLayout';
import { searchInput } from '../ui/SearchInput';
import { appChoices, appName, languageChoices, overriddenText, textIn, type TranslationRecord } from './languages';
import { TRANSLATION_TEXT as T } from './texts';

/** Built at render: their names are read in the language of the moment. */
const translationFilters = () => [
  searchInput(T.search, T.searchPlaceholder),
  <SelectInput key="locale" source="locale" label={T.language} choices={languageChoices()} emptyText={T.allLanguages} alwaysOn />,
  <SelectInput key="app" source="app" label={T.app} choices={appChoices()} emptyText={T.allApps} alwaysOn />,
  <TextInput key="area" source="area" label={T.area} />,
  // off is no filter at all (not "only the messages without an override")
  <BooleanInput
    key="overridden"
    source="overridden"
    label={T.overriddenOnly}
    parse={(on: boolean) => (on ? true : null)}
    alwaysOn
    // a switch's label reaches 11 px left of its box (MUI's margin): past the window's edge on a phone
    sx={{ '& .MuiFormControlLabel-root': { ml: 0 } }}
  />,
];

/** The language the list shows texts in: the one filtered on, else English. */
const useShownLocale = (): Locale => {
  const { filterValues } = useListContext();
  const locale: unknown = filterValues?.locale;
  return isLocale(locale) ? locale : 'en';
};

/** A message's text in the shown language, marked as that language (a screen reader reads it in it). */
const TextCell = ({ record }: { record: TranslationRecord }) => {
  const locale = useShownLocale();
  return (
    <span lang={locale} dir={directionOf(locale)}>
      {textIn(record, locale)}
    </span>
  );
};

const Col = DataTable.Col<TranslationRecord>;

/**
 * Every catalogue message (admins): its id, the app that ships it, its text in the language
 * filtered on (English unless one is chosen) and the languages it is overridden in. A phone gets
 * a simple list; a row opens the message's page.
 */
export const TranslationList = () => {
  const layout = useListLayout();
  return (
    <List title={T.listTitle} filters={translationFilters()} sort={{ field: 'id', order: 'ASC' }} perPage={25} exporter={false}>
      {layout === 'phone' ? (
        <SimpleList<TranslationRecord>
          primaryText={(r) => r.id}
          secondaryText={(r) => <TextCell record={r} />}
          tertiaryText={overriddenText}
          rowClick="edit"
        />
      ) : (
        <DataTable sx={tableSx} rowClick="edit" bulkActionButtons={false}>
          <Col source="id" label={T.message} sx={wrapAnywhere} />
          {layout === 'full' && <Col source="app" label={T.app} render={(r) => appName(r.app)} sx={oneLine} />}
          <Col label={T.text} disableSort render={(r) => <TextCell record={r} />} />
          <Col label={T.overriddenIn} disableSort render={overriddenText} sx={oneLine} />
        </DataTable>
      )}
    </List>
  );
};
