import { CARGA_ACAO_MESSAGES, type TAlocarCargaBody } from '@embarca/domain';
import { AppError } from '../../../lib/app-error';
import { uniqueIds } from '../../../lib/ids';
import type { AcoesRepository } from './acoes.repository';

/**
 * The vehicle, driver and equipment of an allocation (alocar, atualizar-veiculo): active ones of the given
 * tenants — the load's company, or the hired carrier on the platform. 400 naming the one that is not.
 */
export async function frotaDaAlocacao(
  repository: AcoesRepository,
  ownerIds: string[],
  body: Pick<TAlocarCargaBody, 'veiculoId' | 'motoristaId' | 'equipamentos'>,
) {
  const [veiculo, motorista] = await Promise.all([
    repository.findVeiculo(body.veiculoId, ownerIds),
    repository.findMotorista(body.motoristaId, ownerIds),
  ]);
  if (!veiculo) throw new AppError('VALIDATION', CARGA_ACAO_MESSAGES.veiculoInvalido);
  if (!motorista) throw new AppError('VALIDATION', CARGA_ACAO_MESSAGES.motoristaInvalido);
  const equipamentos = uniqueIds(body.equipamentos);
  if ((await repository.countVeiculos(equipamentos, ownerIds)) !== equipamentos.length) {
    throw new AppError('VALIDATION', CARGA_ACAO_MESSAGES.equipamentoInvalido);
  }
  return { veiculo, motorista, equipamentos };
}
