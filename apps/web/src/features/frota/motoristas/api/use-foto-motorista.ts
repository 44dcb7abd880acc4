import type { TMotorista } from '@embarca/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { useInvalidatingMutation } from '../../../../lib/crud-mutations';
import { MOTORISTAS_KEY } from './motoristas.keys';

/** A file as a base64 data URL (what PUT …/foto takes). */
export function lerComoDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('falha ao ler o arquivo'));
    reader.readAsDataURL(file);
  });
}

/** PUT /api/frota/motoristas/{id}/foto with the image, or DELETE it (`foto` null). */
export function useSalvarFotoMotorista() {
  return useInvalidatingMutation(MOTORISTAS_KEY, ({ id, foto }: { id: string; foto: string | null }) =>
    foto === null
      ? apiRequest<TMotorista>(`/frota/motoristas/${id}/foto`, { method: 'DELETE' })
      : apiRequest<TMotorista>(`/frota/motoristas/${id}/foto`, { method: 'PUT', body: { foto } }),
  );
}

/**
 * The driver's photo as an object URL (the GET needs the session header, so no plain <img src>); null
 * while loading or when there is none. The URL is kept per driver in the query cache.
 */
export function useFotoMotorista(id: string | null, possuiFoto: boolean) {
  return useQuery({
    queryKey: [...MOTORISTAS_KEY, 'foto', id],
    enabled: Boolean(id && possuiFoto),
    queryFn: async ({ signal }) => {
      const blob = await apiRequest<Blob>(`/frota/motoristas/${id}/foto`, { responseType: 'blob', signal });
      return URL.createObjectURL(blob);
    },
    staleTime: 5 * 60_000,
  });
}
