import { Licenca, Modulo, RELEASE_FEED_PADRAO } from '@embarca/domain';
import type { Database } from '../db/client';
import { anuncios, releasePosts } from '../db/schema/index';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const DAY = 86_400_000;

/** Fixed ids: running the seed again inserts nothing (`on conflict do nothing`). */
export const DEMO_ANUNCIO_IDS = {
  bannerCnpj: 'a1000000-0000-4000-8000-000000000001',
  modalTrial: 'a1000000-0000-4000-8000-000000000002',
} as const;

const RELEASE_POST_IDS = [
  'b1000000-0000-4000-8000-000000000001',
  'b1000000-0000-4000-8000-000000000002',
  'b1000000-0000-4000-8000-000000000003',
] as const;

function isoDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * Demo announcements and release posts (issue 5): a top banner for everyone about the alphanumeric CNPJ,
 * a modal for trial companies, and three published release posts of the 'embarca' feed dated in the
 * last months. Idempotent.
 */
export async function seedAnuncios(tx: Database | Tx, now: Date = new Date()): Promise<void> {
  const time = now.getTime();
  await tx
    .insert(anuncios)
    .values([
      {
        id: DEMO_ANUNCIO_IDS.bannerCnpj,
        tipo: 'banner',
        posicao: 'top',
        exibir: true,
        regra: { tipo: 'contains', urls: [] },
        midia: null,
        titulo: 'CNPJ alfanumérico: o Embarca já está preparado',
        mensagem:
          '<p>A partir de julho de 2026 a Receita Federal emite CNPJs com letras e números. ' +
          'Cadastros, buscas e documentos do Embarca <strong>já aceitam o novo formato</strong>.</p>',
        acao: {
          label: 'Saiba mais',
          url: 'https://www.gov.br/receitafederal/pt-br',
          target: '_blank',
        },
        estilo: { size: 'md', solid: false, variant: 'info' },
        publico: { todos: true, tiposEmpresa: [], licencas: [] },
        inicio: null,
        fim: null,
      },
      {
        id: DEMO_ANUNCIO_IDS.modalTrial,
        tipo: 'modal',
        posicao: 'content',
        exibir: true,
        regra: { tipo: 'exact', urls: ['/home'] },
        midia: null,
        titulo: 'Bem-vindo ao período de avaliação',
        mensagem:
          '<p>Você tem acesso a todos os módulos durante o trial. Publique sua primeira carga e ' +
          'convide suas transportadoras. Dúvidas? <a href="mailto:suporte@embarca.demo">Fale com o suporte</a>.</p>',
        acao: { label: 'Publicar uma carga', url: '/cargas', target: '_self' },
        estilo: { size: 'lg', solid: true, variant: 'success' },
        publico: { todos: false, tiposEmpresa: [], licencas: [Licenca.Trial] },
        inicio: null,
        fim: null,
      },
    ])
    .onConflictDoNothing();

  await tx
    .insert(releasePosts)
    .values([
      {
        id: RELEASE_POST_IDS[0],
        databaseId: RELEASE_FEED_PADRAO,
        url: 'https://embarca.com.br/novidades/busca-rapida-por-nota-fiscal',
        capa: null,
        modulos: [Modulo.Cargas, Modulo.HubCargas],
        titulo: 'Busca rápida por nota fiscal',
        resumo:
          'Com Alt+. você encontra uma carga pelo número da NF, do pedido ou do documento de entrega, ' +
          'sem sair da tela em que está.',
        dataLancamento: isoDate(time - 12 * DAY),
        publicado: true,
      },
      {
        id: RELEASE_POST_IDS[1],
        databaseId: RELEASE_FEED_PADRAO,
        url: 'https://embarca.com.br/novidades/agendamento-de-docas',
        capa: null,
        modulos: [Modulo.PortalAgendamento],
        titulo: 'Agendamento de docas com confirmação do fornecedor',
        resumo:
          'Fornecedores escolhem a janela de descarga no portal e a doca recebe a reserva já confirmada, ' +
          'com aviso por e-mail em cada alteração.',
        dataLancamento: isoDate(time - 47 * DAY),
        publicado: true,
      },
      {
        id: RELEASE_POST_IDS[2],
        databaseId: RELEASE_FEED_PADRAO,
        url: 'https://embarca.com.br/novidades/indicadores-de-frota',
        capa: null,
        modulos: [Modulo.Frota, Modulo.Indicadores],
        titulo: 'Novos indicadores de frota',
        resumo:
          'Acompanhe a ocupação dos veículos, o tempo médio de carregamento e as ocorrências por motorista ' +
          'em um só painel.',
        dataLancamento: isoDate(time - 95 * DAY),
        publicado: true,
      },
    ])
    .onConflictDoNothing();
}
