import { z } from 'zod';
import { zGuid } from '../../shared/ids';
import { MESSAGES } from '../../shared/messages';
import { zRequiredString } from '../../shared/zod-fields';
import { ZGrupoQuadro } from '../cargas.enums';

/**
 * Board stages (02 §3 "Board stage", §7 "Kanban board") under `/api/kanbanpipecargas`:
 * - GET /list?tipo=1 → the owner's stages of that board type, ordered by group then ordem;
 * - POST → create (appended at the end of its group); PUT /{id} → rename / recolour;
 * - PUT /{id}/posicao {etapaDestinoId} → swaps the ordem of two stages of the same group (02 §4);
 * - DELETE /{id} → removes a stage; its loads fall back to the group's first stage. A group always keeps
 *   at least one stage.
 * Reading needs the Cargas module; changing stages needs an Administrador (and, in the spec's module list,
 * the kanban customisation is a module: `personalizacao-kanban` OR an administrator of a Cargas owner —
 * our reading: administrators of any owner with the Cargas module may change their stages).
 * `grupoEtapa` is the board group (02 §2); a load without a stage shows in its group's first stage.
 */
export const ZKanbanEtapa = z.object({
  id: z.string(),
  tipoQuadro: z.number().int(),
  descricao: z.string(),
  ordem: z.number().int(),
  grupoEtapa: ZGrupoQuadro,
  etapaManual: z.boolean(),
  cor: z.string().nullable(),
});
export type TKanbanEtapa = z.infer<typeof ZKanbanEtapa>;
export const ZKanbanEtapaList = z.array(ZKanbanEtapa);

export const ZKanbanListQuery = z.object({
  tipo: z.coerce
    .number({ error: MESSAGES.invalidValue })
    .int()
    .min(1, MESSAGES.invalidValue)
    .max(5, MESSAGES.invalidValue)
    .default(1),
});

const zCor = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: MESSAGES.invalidFormat })
  .nullable()
  .optional();

export const ZKanbanEtapaCreateBody = z.object({
  descricao: zRequiredString('Descrição', { max: 60 }),
  grupoEtapa: ZGrupoQuadro,
  tipoQuadro: z.number().int().min(1, MESSAGES.invalidValue).max(5, MESSAGES.invalidValue).default(1),
  cor: zCor,
});
export type TKanbanEtapaCreateBody = z.infer<typeof ZKanbanEtapaCreateBody>;

export const ZKanbanEtapaUpdateBody = z.object({
  descricao: zRequiredString('Descrição', { max: 60 }),
  cor: zCor,
});
export type TKanbanEtapaUpdateBody = z.infer<typeof ZKanbanEtapaUpdateBody>;

export const ZKanbanPosicaoBody = z.object({
  etapaDestinoId: zGuid(MESSAGES.invalidFormat),
});

export const KANBAN_MESSAGES = {
  lastStageOfGroup: 'Cada grupo do quadro precisa de ao menos uma etapa.',
  otherGroup: 'A etapa escolhida pertence a outro grupo do quadro.',
  /** 409: the name is taken in the group (without case, accents or repeated spaces). */
  duplicateName: 'Descrição: já existe uma etapa com este nome neste grupo do quadro.',
} as const;

/**
 * The stage a card shows in: its own when it belongs to the card's group, else the group's first stage
 * (lowest ordem). Null when the group has no stage.
 */
export function etapaDoCartao<T extends Pick<TKanbanEtapa, 'id' | 'ordem' | 'grupoEtapa'>>(
  etapaId: string | null,
  grupo: T['grupoEtapa'],
  etapas: readonly T[],
): T | null {
  const doGrupo = etapas.filter((etapa) => etapa.grupoEtapa === grupo);
  const propria = etapaId ? doGrupo.find((etapa) => etapa.id === etapaId) : undefined;
  if (propria) return propria;
  return doGrupo.reduce<T | null>(
    (first, etapa) => (!first || etapa.ordem < first.ordem ? etapa : first),
    null,
  );
}
