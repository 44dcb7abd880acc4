import { ModoImportacao, type TImportResponse } from '@embarca/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EMPRESAS_KEY } from './empresas.keys';
import { uploadFile } from './upload-file';

export type TModoImportacao = (typeof ModoImportacao)[keyof typeof ModoImportacao];

/**
 * POST /api/empresa/imports?modo=preview|importar (multipart `file`): the preview writes nothing and lists
 * each row's problems; 'importar' inserts the valid rows.
 */
export function useImportEmpresas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, modo }: { file: File; modo: TModoImportacao }) =>
      uploadFile<TImportResponse>(`/empresa/imports?modo=${modo}`, file),
    onSuccess: (answer) => {
      if (answer.modo === ModoImportacao.Importar)
        return queryClient.invalidateQueries({ queryKey: EMPRESAS_KEY });
      return undefined;
    },
  });
}
