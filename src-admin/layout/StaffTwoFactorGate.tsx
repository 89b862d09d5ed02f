import { useSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { STAFF_TWO_FACTOR_MSG } from '@/common/staff-two-factor';
import type { AdminDataProvider } from '../dataProvider';
import { onStaffTwoFactorRequired, SECURITY_PATH } from '../security/staff-two-factor';

/**
 * STAFF_2FA=required: a staff member without two-factor sign-in cannot use the back office, so
 * it sends them to Profile > Security with a notice. It asks GET /auth/2fa once when the back
 * office mounts, and leaves as soon as any call answers the server's 403 for it.
 */
export function StaffTwoFactorGate() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { enqueueSnackbar } = useSnackbar();
  const [mustEnrol, setMustEnrol] = useState(false);

  useEffect(() => onStaffTwoFactorRequired(() => setMustEnrol(true)), []);

  useEffect(() => {
    let live = true;
    dataProvider.getTwoFactorStatus().then(
      (status) => {
        if (live && status.required && !status.enabled) setMustEnrol(true);
      },
      // no answer: the back office's own calls still meet the server's check
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [dataProvider]);

  useEffect(() => {
    if (mustEnrol) enqueueSnackbar(STAFF_TWO_FACTOR_MSG.enrol, { variant: 'warning', preventDuplicate: true });
  }, [mustEnrol, enqueueSnackbar]);

  return mustEnrol ? <Navigate to={SECURITY_PATH} replace /> : null;
}
