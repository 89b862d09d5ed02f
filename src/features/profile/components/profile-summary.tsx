import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import { countryOptionByName } from '@/common/countries';
import type { Profile } from '@/src/types/api';
import { PROFILE_TEXT } from '../texts';

/** Name, e-mail and country, and whether the identity is verified. */
export function ProfileSummary({ profile }: { profile: Profile | undefined }) {
  const rows: [string, string | undefined][] = [
    [PROFILE_TEXT.nameLabel, profile?.name],
    [PROFILE_TEXT.emailLabel, profile?.email],
    // rows stored before the common names were adopted still read e.g. 'Russian Federation'
    [PROFILE_TEXT.countryLabel, profile && (countryOptionByName(profile.country)?.label ?? profile.country)],
    [PROFILE_TEXT.phoneLabel, profile?.phone_no],
  ];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="profile-summary-heading" sx={{ p: 3, borderRadius: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2.5 }}>
        <Avatar sx={{ width: 56, height: 56, bgcolor: 'primary.main', fontSize: 22, fontWeight: 700 }}>
          {profile?.name.charAt(0).toUpperCase() ?? ''}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography id="profile-summary-heading" component="h2" variant="h6" noWrap>
            {profile ? profile.name : <Skeleton width={160} />}
          </Typography>
          {profile && (
            <Chip
              size="small"
              icon={profile.kyc_status ? <VerifiedUser /> : undefined}
              label={profile.kyc_status ? PROFILE_TEXT.identityVerified : PROFILE_TEXT.identityNotVerified}
              sx={
                profile.kyc_status
                  ? { bgcolor: '#d1e7dd', color: '#0f5132', '& .MuiChip-icon': { color: '#0f5132' } }
                  : { bgcolor: '#e9ecef', color: '#343a40' }
              }
            />
          )}
        </Box>
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', rowGap: 1.25, columnGap: 2 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
              {value ?? <Skeleton width={140} />}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
