import type { App } from '../../src/app';
import type { Database } from '../../src/db/client';
import { conversasCarga } from '../../src/db/schema/index';
import { tokensDoMotorista } from '../../src/modules/frota/acesso-motorista/acesso-motorista.routes';

/** An open conversation of the owner about a load with one of its drivers (issue 20). */
export async function criarConversa(
  db: Database,
  values: { ownerId: string; cargaId: string; motoristaId: string; criadaPor?: string },
) {
  const [row] = await db.insert(conversasCarga).values(values).returning();
  return row!;
}

/** The driver's `Authorization` header, signed as the sign-in does (audience embarca-motorista). */
export function bearerDoMotorista(app: App, motoristaIds: string[]): Record<string, string> {
  const token = tokensDoMotorista(app).assinar({ sub: motoristaIds[0]!, mids: motoristaIds }, 3600);
  return { authorization: `Bearer ${token}` };
}

/** A tiny valid PNG (1×1) as a data URL, and the same bytes claimed as a JPEG that are not an image. */
export const PNG_1X1 =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
export const NAO_IMAGEM = `data:image/jpeg;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`;
