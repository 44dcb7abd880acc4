import type { TTrialLicenseResponse } from '@embarca/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/owner/getModuleLicenseTrial: the trial licence, null when the company is not on trial. */
export function useTrialLicense() {
  return useQuery({
    queryKey: ['owner', 'getModuleLicenseTrial'],
    queryFn: ({ signal }) => apiRequest<TTrialLicenseResponse>('/owner/getModuleLicenseTrial', { signal }),
    staleTime: 60 * 60_000,
  });
}
