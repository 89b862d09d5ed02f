import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { useForm } from 'react-hook-form';
import { messageArguments, overrideProblem, translationOverrideSchema, type TranslationOverrideInput } from '@/common/api/translations';
import { LOCALE_NAMES } from '@/common/i18n/locale-choice';
import { directionOf, type Locale } from '@/common/i18n/locales';
import { FormTextField } from '@/src/components/form/form-text-field';
import type { AdminDataProvider } from '../dataProvider';
import { ConfirmButton } from '../ui/ConfirmButton';
import { DetailItem as Item, DetailList } from '../ui/DetailItem';
import { failure, MSG } from '../ui/messages';
import { formatDateTime } from '../ui/money';
import { useMutationOnce } from '../ui/useMutationOnce';
import type { TranslationRecord } from './languages';
import { TRANSLATION_TEXT as T } from './texts';

/** The API's checks of an override, before it is sent: an ICU message with the shipped text's placeholders. */
const overrideFormSchema = (shipped: string) =>
  translationOverrideSchema.superRefine(({ text }, ctx) => {
    const problem = overrideProblem(text, shipped);
    if (problem) ctx.addIssue({ code: 'custom', path: ['text'], message: problem });
  });

/** The API's refusal about the text, as http-client.ts shapes field errors: `{ text: message }`. */
const textError = (error: unknown): string | undefined => {
  const errors = (error as { body?: { errors?: Record<string, unknown> } })?.body?.errors;
  return typeof errors?.text === 'string' ? errors.text : undefined;
};

const Muted = ({ children }: { children: string }) => (
  <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
    {children}
  </Typography>
);

/**
 * One language of a message: its shipped text (and the placeholders any wording must keep), the
 * override in use and who wrote it, a field to write one, and, when there is one, the way back to
 * the shipped text after a confirmation. Each language is saved on its own.
 */
export const LanguageOverride = ({ record, locale }: { record: TranslationRecord; locale: Locale }) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const ids = useId();
  const text = record.texts[locale];
  const language = LOCALE_NAMES[locale];
  const dir = directionOf(locale);
  const written = { lang: locale, dir };
  const schema = useMemo(() => overrideFormSchema(text.shipped), [text.shipped]);
  const { control, handleSubmit, setError, reset } = useForm<TranslationOverrideInput>({
    resolver: zodResolver(schema),
    defaultValues: { text: text.override ?? '' },
  });
  // a save or reset (here or elsewhere) changes the record: the field shows what is in use
  useEffect(() => reset({ text: text.override ?? '' }), [text.override, reset]);

  const done = (message: string) => {
    notify(message, { type: 'success' });
    refresh();
  };
  const save = useMutationOnce({
    mutationFn: (value: string) => dataProvider.saveTranslation(locale, String(record.id), value),
    onSuccess: () => done(T.saved(language)),
    onError: (error) => {
      const onField = textError(error);
      if (onField) setError('text', { message: onField });
      else notify(failure(MSG.updateFailed, error), { type: 'error' });
    },
  });
  const backToShipped = useMutationOnce({
    mutationFn: () => dataProvider.resetTranslation(locale, String(record.id)),
    onSuccess: () => done(T.resetDone(language)),
    onError: (error) => notify(failure(MSG.updateFailed, error), { type: 'error' }),
  });
  const pending = save.isPending || backToShipped.isPending;

  return (
    <Card component="section" aria-labelledby={`${ids}-heading`} variant="outlined">
      <CardContent>
        <Typography id={`${ids}-heading`} component="h2" variant="h6" gutterBottom>
          {T.languageHeading(language, locale)}
        </Typography>
        <DetailList>
          <Item label={T.shippedText}>
            <span {...written}>{text.shipped}</span>
            <Muted>{T.placeholders(messageArguments(text.shipped))}</Muted>
          </Item>
          {text.override !== null && (
            <Item label={T.override}>
              <span {...written}>{text.override}</span>
              {text.updated_at && text.updated_by_name && (
                <Muted>{T.overriddenBy(text.updated_by_name, formatDateTime(text.updated_at))}</Muted>
              )}
            </Item>
          )}
        </DetailList>
        <form noValidate aria-labelledby={`${ids}-heading`} onSubmit={handleSubmit(({ text: value }) => save.send(value))}>
          <FormTextField
            control={control}
            name="text"
            label={T.override}
            multiline
            minRows={2}
            fullWidth
            helperText={T.overrideHelp}
            slotProps={{ htmlInput: written }}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
            <Button type="submit" variant="contained" disabled={pending}>
              {save.isPending ? T.saving : T.save}
            </Button>
            {text.override !== null && (
              <ConfirmButton
                label={T.resetFor(language)}
                title={T.resetTitle(language)}
                content={
                  <>
                    {T.resetContent}
                    <Box component="span" {...written} sx={{ display: 'block', mt: 1, fontStyle: 'italic' }}>
                      {text.shipped}
                    </Box>
                  </>
                }
                confirmLabel={T.reset}
                onConfirm={() => backToShipped.send(undefined)}
                disabled={pending}
                color="error"
              />
            )}
          </Box>
        </form>
      </CardContent>
    </Card>
  );
};
