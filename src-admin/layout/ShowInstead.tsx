import { useEffect } from 'react';
import { useCreatePath, useNotify, useResourceContext } from 'react-admin';
import { Navigate, useParams } from 'react-router-dom';
import { LAYOUT_TEXT } from './texts';

/**
 * A record's edit address (/admin/users/{id}) opened by someone who reads only: their role has
 * no edit page, so they go to the record's detail page, told why, instead of the list
 * react-admin would show without a word.
 */
export const ShowInstead = () => {
  const { id = '' } = useParams();
  const resource = useResourceContext() ?? '';
  const createPath = useCreatePath();
  const notify = useNotify();
  useEffect(() => {
    notify(LAYOUT_TEXT.onlyAdminsEdit, { type: 'info' });
  }, [notify]);
  return <Navigate to={createPath({ resource, id, type: 'show' })} replace />;
};
