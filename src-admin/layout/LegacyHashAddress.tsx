import { useEffect } from 'react';
import { useBasename } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Old back-office links carry the page after a '#' (/admin#/plans/{id}, from the hash router
 * the first back office used). They open that page, which then says 'no access' when the role
 * does not open it, rather than the home page without a word.
 */
export const LegacyHashAddress = () => {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const basename = useBasename();
  useEffect(() => {
    if (hash.startsWith('#/')) navigate(`${basename}${hash.slice(1)}`, { replace: true });
  }, [hash, basename, navigate]);
  return null;
};
