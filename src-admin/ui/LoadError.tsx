import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useEditContext, useShowContext } from 'react-admin';
import { errorMessage } from './messages';
import { UI_TEXT } from './texts';

const Heading = ({ error }: { error: unknown }) => (
  <CardContent role="alert">
    <Typography component="h1" variant="h5" color="error">
      {errorMessage(error) ?? UI_TEXT.loadFailed}
    </Typography>
  </CardContent>
);

/** A load error on an edit screen shows the error message as a heading. */
export const EditLoadError = () => <Heading error={useEditContext().error} />;

export const ShowLoadError = () => <Heading error={useShowContext().error} />;

/** Edit/Show props that show the heading instead of react-admin's toast and redirect. */
export const loadErrorProps = {
  redirectOnError: false,
  queryOptions: { onError: () => undefined, retry: false },
} as const;
