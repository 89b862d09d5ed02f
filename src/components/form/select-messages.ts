import type { AriaLiveMessages, GroupBase } from 'react-select';
import { FORM_TEXT } from './texts';

// What react-select says to a screen reader (and 'No options' on screen), in the page's
// language: its own messages are English only. Written for a single searchable select, the
// only kind the app has; English keeps react-select's own words, quirks and all.

/** '3 of 12': where an item is in its list, or nothing when there is no list. */
const position = <T>(list: readonly T[] | undefined, item: T): { index: string; count: string } | null =>
  list && list.length ? { index: String(list.indexOf(item) + 1), count: String(list.length) } : null;

/** The live region's messages, read each time react-select speaks. */
export function selectAriaMessages<Option, Group extends GroupBase<Option>>(): AriaLiveMessages<Option, false, Group> {
  return {
    guidance: ({ context, tabSelectsValue, isInitialFocus, 'aria-label': name }) => {
      if (context === 'menu') return tabSelectsValue ? FORM_TEXT.selectGuidanceMenuTab : FORM_TEXT.selectGuidanceMenu;
      if (context === 'input' && isInitialFocus) return FORM_TEXT.selectGuidanceInput(name || FORM_TEXT.selectDefaultName);
      return '';
    },
    onChange: ({ action, label = '', labels, isDisabled }) => {
      switch (action) {
        case 'deselect-option':
        case 'pop-value':
        case 'remove-value':
          return FORM_TEXT.selectDeselected(label);
        case 'clear':
          return FORM_TEXT.selectCleared;
        case 'initial-input-focus':
          return FORM_TEXT.selectSelected(labels.join(','));
        case 'select-option':
          return isDisabled ? FORM_TEXT.selectDisabled(label) : FORM_TEXT.selectSelected(label);
        default:
          return '';
      }
    },
    onFocus: ({ context, focused, options, label = '', isDisabled, isSelected, isAppleDevice }) => {
      const where = position(options, focused);
      return context === 'menu' && isAppleDevice && where
        ? FORM_TEXT.selectFocused(label, isSelected, isDisabled, where.index, where.count)
        : '';
    },
    onFilter: ({ inputValue, resultsMessage }) =>
      inputValue ? FORM_TEXT.selectResultsFor(resultsMessage, inputValue) : FORM_TEXT.selectResults(resultsMessage),
  };
}

/** '12 results available': what the filter found, for the live region. */
export const selectResultCount = ({ count }: { count: number }): string => FORM_TEXT.selectResultCount(count);

/** What the open list says when nothing matches what was typed. */
export const selectNoOptions = (): string => FORM_TEXT.selectNoOptions;
