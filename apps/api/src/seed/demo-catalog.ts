import {
  ComportamentoOferecimento,
  enumOptions,
  Modulo,
  type TComportamentoOferecimento,
  TIPO_TARIFA_LABELS,
  TipoCaracteristica,
  TipoEmpresa,
  TipoLookup,
  TipoTarifa,
  type TModulo,
  type TTipoCaracteristica,
  type TTipoEmpresa,
  type TTipoLookup,
} from '@embarca/domain';

/**
 * Static facts of the demo data (DESIGN.md §6): places with real addresses, companies, lookup values,
 * characteristics, products. Kept apart from demo-seed.ts so the seed reads as a sequence of steps.
 */

/**
 * The modules of every "all modules" demo tenant: every domain module id except the Panel. Spec 01 §2:
 * with the Panel module the 'minhas-cargas' entry under Cargas is hidden, and the demo admins must see
 * the loads board.
 */
export const MODULOS_DEMO: readonly TModulo[] = Object.values(Modulo).filter(
  (modulo) => modulo !== Modulo.Painel,
);

/**
 * Company type of the product's own company (owners.tipo / empresas.tipo 100, DESIGN.md §6
 * suporte@embarca.demo). Not one of the domain's TipoEmpresa codes (1..7), so it stays here.
 */
export const TIPO_EMPRESA_PLATAFORMA = 100;
export type TTipoEmpresaSeed = TTipoEmpresa | typeof TIPO_EMPRESA_PLATAFORMA;

/** empresas.tipo_vinculo (the domain has no enumeration of these codes). */
export const VINCULO = { Cliente: 1, Transportadora: 2, Parceiro: 3, Vendedor: 4, Propria: 5 } as const;

export interface Place {
  logradouro: string;
  numero: string;
  bairro: string;
  cidade: string;
  uf: string;
  cep: string;
  codigoIbge: string;
  /** IBGE state code (first two digits of the city code), used in NF-e keys. */
  cUf: string;
  latitude: number;
  longitude: number;
}

/** Real streets, CEPs, IBGE codes and coordinates. */
export const PLACES = {
  saoPauloPaulista: {
    logradouro: 'Avenida Paulista',
    numero: '1578',
    bairro: 'Bela Vista',
    cidade: 'São Paulo',
    uf: 'SP',
    cep: '01310200',
    codigoIbge: '3550308',
    cUf: '35',
    latitude: -23.5614,
    longitude: -46.6559,
  },
  saoPauloFariaLima: {
    logradouro: 'Avenida Brigadeiro Faria Lima',
    numero: '3477',
    bairro: 'Itaim Bibi',
    cidade: 'São Paulo',
    uf: 'SP',
    cep: '04538133',
    codigoIbge: '3550308',
    cUf: '35',
    latitude: -23.5868,
    longitude: -46.6818,
  },
  saoPauloNacoesUnidas: {
    logradouro: 'Avenida das Nações Unidas',
    numero: '12901',
    bairro: 'Brooklin Paulista',
    cidade: 'São Paulo',
    uf: 'SP',
    cep: '04578910',
    codigoIbge: '3550308',
    cUf: '35',
    latitude: -23.6086,
    longitude: -46.6973,
  },
  campinasGlicerio: {
    logradouro: 'Avenida Francisco Glicério',
    numero: '1000',
    bairro: 'Centro',
    cidade: 'Campinas',
    uf: 'SP',
    cep: '13012000',
    codigoIbge: '3509502',
    cUf: '35',
    latitude: -22.9056,
    longitude: -47.0608,
  },
  campinasBaraoJaguara: {
    logradouro: 'Rua Barão de Jaguara',
    numero: '1481',
    bairro: 'Centro',
    cidade: 'Campinas',
    uf: 'SP',
    cep: '13015002',
    codigoIbge: '3509502',
    cUf: '35',
    latitude: -22.9033,
    longitude: -47.0581,
  },
  curitibaMarechal: {
    logradouro: 'Avenida Marechal Floriano Peixoto',
    numero: '5500',
    bairro: 'Hauer',
    cidade: 'Curitiba',
    uf: 'PR',
    cep: '81630000',
    codigoIbge: '4106902',
    cUf: '41',
    latitude: -25.4823,
    longitude: -49.2459,
  },
  curitibaXV: {
    logradouro: 'Rua XV de Novembro',
    numero: '700',
    bairro: 'Centro',
    cidade: 'Curitiba',
    uf: 'PR',
    cep: '80020310',
    codigoIbge: '4106902',
    cUf: '41',
    latitude: -25.4296,
    longitude: -49.2713,
  },
  rioRioBranco: {
    logradouro: 'Avenida Rio Branco',
    numero: '1',
    bairro: 'Centro',
    cidade: 'Rio de Janeiro',
    uf: 'RJ',
    cep: '20090003',
    codigoIbge: '3304557',
    cUf: '33',
    latitude: -22.8973,
    longitude: -43.1802,
  },
  bhAfonsoPena: {
    logradouro: 'Avenida Afonso Pena',
    numero: '1212',
    bairro: 'Centro',
    cidade: 'Belo Horizonte',
    uf: 'MG',
    cep: '30130003',
    codigoIbge: '3106200',
    cUf: '31',
    latitude: -19.9227,
    longitude: -43.9347,
  },
  portoAlegreBorges: {
    logradouro: 'Avenida Borges de Medeiros',
    numero: '1501',
    bairro: 'Centro Histórico',
    cidade: 'Porto Alegre',
    uf: 'RS',
    cep: '90020025',
    codigoIbge: '4314902',
    cUf: '43',
    latitude: -30.0318,
    longitude: -51.2283,
  },
  joinvilleXV: {
    logradouro: 'Rua XV de Novembro',
    numero: '1000',
    bairro: 'Centro',
    cidade: 'Joinville',
    uf: 'SC',
    cep: '89201600',
    codigoIbge: '4209102',
    cUf: '42',
    latitude: -26.3045,
    longitude: -48.8487,
  },
  florianopolisBeiraMar: {
    logradouro: 'Avenida Jornalista Rubens de Arruda Ramos',
    numero: '1000',
    bairro: 'Centro',
    cidade: 'Florianópolis',
    uf: 'SC',
    cep: '88015700',
    codigoIbge: '4205407',
    cUf: '42',
    latitude: -27.5868,
    longitude: -48.5472,
  },
  goianiaGoias: {
    logradouro: 'Avenida Goiás',
    numero: '500',
    bairro: 'Setor Central',
    cidade: 'Goiânia',
    uf: 'GO',
    cep: '74005010',
    codigoIbge: '5208707',
    cUf: '52',
    latitude: -16.6799,
    longitude: -49.255,
  },
  brasiliaScs: {
    logradouro: 'Setor Comercial Sul Quadra 2',
    numero: 'Bloco C',
    bairro: 'Asa Sul',
    cidade: 'Brasília',
    uf: 'DF',
    cep: '70302000',
    codigoIbge: '5300108',
    cUf: '53',
    latitude: -15.7975,
    longitude: -47.8919,
  },
  recifeBoaVista: {
    logradouro: 'Avenida Conde da Boa Vista',
    numero: '800',
    bairro: 'Boa Vista',
    cidade: 'Recife',
    uf: 'PE',
    cep: '50060004',
    codigoIbge: '2611606',
    cUf: '26',
    latitude: -8.0578,
    longitude: -34.8829,
  },
  salvadorSeteSetembro: {
    logradouro: 'Avenida Sete de Setembro',
    numero: '1000',
    bairro: 'Centro',
    cidade: 'Salvador',
    uf: 'BA',
    cep: '40060001',
    codigoIbge: '2927408',
    cUf: '29',
    latitude: -12.9777,
    longitude: -38.5016,
  },
} as const satisfies Record<string, Place>;

export type PlaceKey = keyof typeof PLACES;

/** A place as the address columns of `empresas` (cep … longitude). */
export function placeAddress(place: Place) {
  return {
    cep: place.cep,
    logradouro: place.logradouro,
    numero: place.numero,
    bairro: place.bairro,
    cidade: place.cidade,
    uf: place.uf,
    codigoIbge: place.codigoIbge,
    latitude: place.latitude,
    longitude: place.longitude,
  };
}

/** A company to register: `cnpjBase` is the first 12 characters; the seed computes the check digits. */
export interface CompanySeed {
  key: string;
  nome: string;
  nomeFantasia: string;
  cnpjBase: string;
  tipo: TTipoEmpresaSeed;
  place: PlaceKey;
  telefone: string;
  email: string;
}

/** The tenants' own companies. */
export const TENANT_COMPANIES = {
  embarca: {
    key: 'embarca',
    nome: 'Embarca Tecnologia em Logística Ltda',
    nomeFantasia: 'Embarca',
    cnpjBase: '451203870001',
    tipo: TIPO_EMPRESA_PLATAFORMA,
    place: 'saoPauloFariaLima',
    telefone: '1130405060',
    email: 'contato@embarca.demo',
  },
  embarcadorDemo: {
    key: 'embarcadorDemo',
    nome: 'Embarcadora Demo Indústria e Comércio Ltda',
    nomeFantasia: 'Embarcadora Demo',
    cnpjBase: '123456780001',
    tipo: TipoEmpresa.Embarcador,
    place: 'saoPauloPaulista',
    telefone: '1132851000',
    email: 'logistica@embarcador.demo',
  },
  transportadoraDemo: {
    key: 'transportadoraDemo',
    nome: 'Transportadora Demo Logística Ltda',
    nomeFantasia: 'Transportadora Demo',
    cnpjBase: '987654320001',
    tipo: TipoEmpresa.Transportadora,
    place: 'campinasBaraoJaguara',
    telefone: '1937324500',
    email: 'operacao@transportadora.demo',
  },
  embarcadorTrial: {
    key: 'embarcadorTrial',
    nome: 'Embarcadora Trial Alimentos Ltda',
    nomeFantasia: 'Embarcadora Trial',
    cnpjBase: '234567890001',
    tipo: TipoEmpresa.Embarcador,
    place: 'curitibaXV',
    telefone: '4133224400',
    email: 'contato@trial.embarcador.demo',
  },
  embarcadorFree: {
    key: 'embarcadorFree',
    nome: 'Embarcadora Free Têxtil Ltda',
    nomeFantasia: 'Embarcadora Free',
    cnpjBase: '345678900001',
    tipo: TipoEmpresa.Embarcador,
    place: 'joinvilleXV',
    telefone: '4734331200',
    email: 'contato@free.embarcador.demo',
  },
  embarcadorExpirada: {
    key: 'embarcadorExpirada',
    nome: 'Embarcadora Expirada Bebidas Ltda',
    nomeFantasia: 'Embarcadora Expirada',
    cnpjBase: '456789010001',
    tipo: TipoEmpresa.Embarcador,
    place: 'portoAlegreBorges',
    telefone: '5132271500',
    email: 'contato@expirada.embarcador.demo',
  },
  embarcadorBloqueada: {
    key: 'embarcadorBloqueada',
    nome: 'Embarcadora Bloqueada Móveis Ltda',
    nomeFantasia: 'Embarcadora Bloqueada',
    cnpjBase: '567890120001',
    tipo: TipoEmpresa.Embarcador,
    place: 'recifeBoaVista',
    telefone: '8132214700',
    email: 'contato@bloqueada.embarcador.demo',
  },
  // A second carrier on the platform (issue 20): a restricted offer goes to two carriers that answer.
  transportadoraSul: {
    key: 'transportadoraSul',
    nome: 'Expresso Sul Transportes Ltda',
    nomeFantasia: 'Expresso Sul',
    cnpjBase: '246813570001',
    tipo: TipoEmpresa.Transportadora,
    place: 'curitibaXV',
    telefone: '4130224800',
    email: 'operacao@expressosul.demo',
  },
} as const satisfies Record<string, CompanySeed>;

export interface PartnerSeed extends CompanySeed {
  tipoVinculo: number;
}

/** Embarcadora Demo's partners: clients/recipients, carriers (one on the platform), a seller, its sites. */
export const SHIPPER_PARTNERS: readonly PartnerSeed[] = [
  {
    key: 'filialCampinas',
    nome: 'Embarcadora Demo Indústria e Comércio Ltda — Filial Campinas',
    nomeFantasia: 'Embarcadora Demo Campinas',
    cnpjBase: '123456780002',
    tipo: TipoEmpresa.Embarcador,
    tipoVinculo: VINCULO.Propria,
    place: 'campinasGlicerio',
    telefone: '1932311800',
    email: 'campinas@embarcador.demo',
  },
  {
    key: 'cdCuritiba',
    nome: 'Embarcadora Demo Indústria e Comércio Ltda — CD Curitiba',
    nomeFantasia: 'Embarcadora Demo CD Curitiba',
    cnpjBase: '123456780003',
    tipo: TipoEmpresa.Embarcador,
    tipoVinculo: VINCULO.Propria,
    place: 'curitibaMarechal',
    telefone: '4132768800',
    email: 'cd.curitiba@embarcador.demo',
  },
  {
    key: 'atacadaoRio',
    nome: 'Atacadão Carioca Distribuidora de Alimentos Ltda',
    nomeFantasia: 'Atacadão Carioca',
    cnpjBase: '112233440001',
    tipo: TipoEmpresa.Cliente,
    tipoVinculo: VINCULO.Cliente,
    place: 'rioRioBranco',
    telefone: '2125094400',
    email: 'recebimento@atacadaocarioca.com.br',
  },
  {
    key: 'horizonteBh',
    nome: 'Supermercados Horizonte Mineiro S.A.',
    nomeFantasia: 'Horizonte Mineiro',
    cnpjBase: '223344550001',
    tipo: TipoEmpresa.Cliente,
    tipoVinculo: VINCULO.Cliente,
    place: 'bhAfonsoPena',
    telefone: '3132135500',
    email: 'cd@horizontemineiro.com.br',
  },
  {
    key: 'gauchaPoa',
    nome: 'Gaúcha Distribuidora de Bebidas Ltda',
    nomeFantasia: 'Gaúcha Distribuidora',
    cnpjBase: '334455660001',
    tipo: TipoEmpresa.Cliente,
    tipoVinculo: VINCULO.Cliente,
    place: 'portoAlegreBorges',
    telefone: '5132286600',
    email: 'logistica@gauchadistribuidora.com.br',
  },
  {
    key: 'joinvilleComercial',
    nome: 'Comercial Norte Catarinense de Autopeças Ltda',
    nomeFantasia: 'Norte Catarinense Autopeças',
    cnpjBase: '445566770001',
    tipo: TipoEmpresa.Cliente,
    tipoVinculo: VINCULO.Cliente,
    place: 'joinvilleXV',
    telefone: '4734227700',
    email: 'compras@nortecatarinense.com.br',
  },
  {
    key: 'ilhaFloripa',
    nome: 'Ilha Materiais de Construção Ltda',
    nomeFantasia: 'Ilha Materiais',
    cnpjBase: '556677880001',
    tipo: TipoEmpresa.Cliente,
    tipoVinculo: VINCULO.Cliente,
    place: 'florianopolisBeiraMar',
    telefone: '4832248800',
    email: 'recebimento@ilhamateriais.com.br',
  },
  {
    key: 'goiasAgro',
    nome: 'Goiás Agro Comércio de Insumos Ltda',
    nomeFantasia: 'Goiás Agro',
    cnpjBase: '667788990001',
    tipo: TipoEmpresa.Fornecedor,
    tipoVinculo: VINCULO.Parceiro,
    place: 'goianiaGoias',
    telefone: '6232129900',
    email: 'expedicao@goiasagro.com.br',
  },
  {
    key: 'planaltoDf',
    nome: 'Planalto Atacado e Varejo Ltda',
    nomeFantasia: 'Planalto Atacado',
    cnpjBase: '778899000001',
    tipo: TipoEmpresa.Cliente,
    tipoVinculo: VINCULO.Cliente,
    place: 'brasiliaScs',
    telefone: '6133220100',
    email: 'recebimento@planaltoatacado.com.br',
  },
  {
    key: 'nordesteRecife',
    nome: 'Nordeste Distribuição e Logística Ltda',
    nomeFantasia: 'Nordeste Distribuição',
    cnpjBase: '889900110001',
    tipo: TipoEmpresa.Fornecedor,
    tipoVinculo: VINCULO.Parceiro,
    place: 'recifeBoaVista',
    telefone: '8134231100',
    email: 'expedicao@nordestedistribuicao.com.br',
  },
  {
    key: 'bahiaSalvador',
    nome: 'Bahia Varejo Eletro Ltda',
    nomeFantasia: 'Bahia Varejo',
    cnpjBase: '990011220001',
    tipo: TipoEmpresa.Cliente,
    tipoVinculo: VINCULO.Cliente,
    place: 'salvadorSeteSetembro',
    telefone: '7133212200',
    email: 'cd@bahiavarejo.com.br',
  },
  {
    key: 'rodoviarioSul',
    nome: 'Rodoviário Sul Cargas Ltda',
    nomeFantasia: 'Rodoviário Sul',
    cnpjBase: '101112130001',
    tipo: TipoEmpresa.Transportadora,
    tipoVinculo: VINCULO.Transportadora,
    place: 'curitibaXV',
    telefone: '4130291300',
    email: 'comercial@rodoviariosul.com.br',
  },
  {
    key: 'expressoNordeste',
    nome: 'Expresso Nordeste Transportes Ltda',
    nomeFantasia: 'Expresso Nordeste',
    cnpjBase: '141516170001',
    tipo: TipoEmpresa.Transportadora,
    tipoVinculo: VINCULO.Transportadora,
    place: 'recifeBoaVista',
    telefone: '8130321700',
    email: 'comercial@expressonordeste.com.br',
  },
  {
    key: 'representacoesPaulista',
    nome: 'Representações Comerciais Paulista Ltda',
    nomeFantasia: 'Paulista Representações',
    cnpjBase: '181920210001',
    tipo: TipoEmpresa.Vendedor,
    tipoVinculo: VINCULO.Vendedor,
    place: 'saoPauloNacoesUnidas',
    telefone: '1150412100',
    email: 'vendas@paulistarep.com.br',
  },
];

/** Lookup values per kind (01 §3), product-wide (owner_id null). [valor, texto, codigo?] */
export const LOOKUPS: Readonly<Record<TTipoLookup, ReadonlyArray<readonly [number, string, string?]>>> = {
  [TipoLookup.TipoVeiculo]: [
    [1, 'Truck'],
    [2, 'Toco'],
    [3, 'Carreta'],
    [4, 'Bitrem'],
    [5, 'Rodotrem'],
    [6, 'VUC'],
    [7, '3/4'],
    [8, 'Bitruck'],
    [9, 'Carreta LS'],
    [10, 'Van'],
    [11, 'Utilitário'],
  ],
  [TipoLookup.Carroceria]: [
    [1, 'Baú'],
    [2, 'Sider'],
    [3, 'Graneleiro'],
    [4, 'Refrigerado'],
    [5, 'Tanque'],
    [6, 'Porta-contêiner'],
    [7, 'Grade baixa'],
    [8, 'Caçamba'],
    [9, 'Prancha'],
    [10, 'Cegonha'],
  ],
  [TipoLookup.CategoriaVeiculo]: [
    [1, 'Leve'],
    [2, 'Médio'],
    [3, 'Semipesado'],
    [4, 'Pesado'],
    [5, 'Extrapesado'],
  ],
  [TipoLookup.Marca]: [
    [1, 'Mercedes-Benz'],
    [2, 'Volvo'],
    [3, 'Scania'],
    [4, 'Volkswagen'],
    [5, 'Iveco'],
    [6, 'DAF'],
    [7, 'Ford'],
    [8, 'MAN'],
  ],
  [TipoLookup.Rastreador]: [
    [1, 'Omnilink'],
    [2, 'Sascar'],
    [3, 'Autotrac'],
    [4, 'Onixsat'],
    [5, 'Positron'],
    [6, 'Ituran'],
  ],
  [TipoLookup.GerenciadoraRisco]: [
    [1, 'Buonny'],
    [2, 'Opentech'],
    [3, 'Pamcary'],
    [4, 'Angellira'],
    [5, 'Tecnorisk'],
  ],
  [TipoLookup.Cartao]: [
    [1, 'Repom'],
    [2, 'Pamcard'],
    [3, 'Ticket Log'],
    [4, 'e-Frete'],
    [5, 'Target'],
  ],
  [TipoLookup.TipoCarga]: [
    [1, 'Granel sólido'],
    [2, 'Granel líquido'],
    [3, 'Frigorificada ou aquecida'],
    [4, 'Conteinerizada'],
    [5, 'Carga geral'],
    [6, 'Neogranel'],
    [7, 'Perigosa (granel sólido)'],
    [8, 'Perigosa (granel líquido)'],
    [9, 'Perigosa (frigorificada ou aquecida)'],
    [10, 'Perigosa (conteinerizada)'],
    [11, 'Perigosa (carga geral)'],
  ],
  [TipoLookup.NaturezaCarga]: [
    [1, 'Alimentos'],
    [2, 'Bebidas'],
    [3, 'Eletroeletrônicos'],
    [4, 'Autopeças'],
    [5, 'Produtos químicos'],
    [6, 'Materiais de construção'],
    [7, 'Têxteis e confecções'],
    [8, 'Medicamentos'],
    [9, 'Papel e celulose'],
    [10, 'Grãos'],
  ],
  // The load's tariff types (cargas.tipo_tarifa), as the domain labels them.
  [TipoLookup.TarifaCarga]: enumOptions(TipoTarifa, TIPO_TARIFA_LABELS).map(
    ({ value, label }) => [value, label] as const,
  ),
  [TipoLookup.BancoDeposito]: [
    [1, 'Banco do Brasil', '001'],
    [33, 'Santander', '033'],
    [77, 'Banco Inter', '077'],
    [104, 'Caixa Econômica Federal', '104'],
    [237, 'Bradesco', '237'],
    [260, 'Nu Pagamentos (Nubank)', '260'],
    [336, 'C6 Bank', '336'],
    [341, 'Itaú Unibanco', '341'],
    [748, 'Sicredi', '748'],
    [756, 'Sicoob', '756'],
  ],
  [TipoLookup.DesativacaoCarga]: [
    [1, 'Carga duplicada'],
    [2, 'Pedido cancelado pelo cliente'],
    [3, 'Erro de cadastro'],
    [4, 'Carga consolidada em outra carga'],
    [5, 'Falta de veículo disponível'],
    [6, 'Alteração na programação de produção'],
  ],
  [TipoLookup.ExtraFrete]: [
    [1, 'Pedágio'],
    [2, 'Descarga'],
    [3, 'Ajudante'],
    [4, 'Escolta'],
    [5, 'Estadia'],
    [6, 'Reentrega'],
    [7, 'Taxa de agendamento'],
    [8, 'Seguro adicional'],
  ],
  [TipoLookup.Tracao]: [
    [1, '4x2'],
    [2, '6x2'],
    [3, '6x4'],
    [4, '8x2'],
    [5, '8x4'],
  ],
  [TipoLookup.Equipamento]: [
    [1, 'Rastreador'],
    [2, 'Sensor de temperatura'],
    [3, 'Trava eletrônica de baú'],
    [4, 'Sensor de porta'],
    [5, 'Cintas de amarração'],
    [6, 'Lona de cobertura'],
    [7, 'Paleteira'],
    [8, 'Tacógrafo digital'],
  ],
};

/** [descricao, tipo, comportamento de oferecimento, icone] */
export const CHARACTERISTICS: ReadonlyArray<
  readonly [string, TTipoCaracteristica, TComportamentoOferecimento | null, string]
> = [
  ['Carga seca', TipoCaracteristica.Carga, ComportamentoOferecimento.Manual, 'package'],
  ['Refrigerada', TipoCaracteristica.Carga, ComportamentoOferecimento.Automatico, 'snowflake'],
  ['Carga perigosa', TipoCaracteristica.Carga, ComportamentoOferecimento.Manual, 'alert-triangle'],
  ['Lotação por tabela', TipoCaracteristica.Carga, ComportamentoOferecimento.TabelaFrete, 'table'],
  ['Frágil', TipoCaracteristica.Carga, ComportamentoOferecimento.Manual, 'glass-full'],
  ['Pedido urgente', TipoCaracteristica.Pedido, null, 'urgent'],
  ['Entrega agendada', TipoCaracteristica.Pedido, null, 'calendar-event'],
  ['Transbordo', TipoCaracteristica.CrossDocking, null, 'arrows-exchange'],
  ['Consolidação', TipoCaracteristica.CrossDocking, null, 'packages'],
  ['Carregamento', TipoCaracteristica.Agendamento, null, 'truck-loading'],
  ['Descarga', TipoCaracteristica.Agendamento, null, 'truck-delivery'],
];

/** Products carried: [descricao, codigo, acondicionamento, unit kg, unit m³, unit BRL, natureza]. */
export const PRODUCTS: ReadonlyArray<readonly [string, string, string, number, number, number]> = [
  ['Biscoito recheado chocolate 24x140 g', '7891000100103', 'Caixa', 3.6, 0.012, 58.9],
  ['Refrigerante cola fardo 6x2 L', '7894900011517', 'Fardo', 12.5, 0.024, 47.4],
  ['Geladeira frost free 375 L', '7896584063011', 'Unidade', 62, 0.85, 3299],
  ['Pneu 295/80 R22.5 radial', '7895433019024', 'Unidade', 65, 0.32, 2150],
  ['Cimento CP II-E-32 saco 50 kg', '7896092500015', 'Saco', 50, 0.035, 36.9],
  ['Smart TV LED 55 polegadas', '7892509121118', 'Caixa', 18.4, 0.21, 2899],
  ['Óleo de soja 20x900 ml', '7891107101621', 'Caixa', 18.6, 0.024, 162],
  ['Pastilha de freio dianteira', '7898943082211', 'Caixa', 1.8, 0.004, 189.9],
  ['Tecido algodão rolo 50 m', '7898213470019', 'Rolo', 24, 0.09, 640],
  ['Fertilizante NPK 20-05-20 big bag', '7898165250012', 'Big bag', 1000, 1.1, 3950],
  ['Papel sulfite A4 caixa 10 resmas', '7891191003184', 'Caixa', 24, 0.03, 259],
  ['Palete de água mineral 500 ml', '7896065800010', 'Palete', 780, 1.2, 1490],
];

export const NOMES_MOTORISTAS = [
  'José Aparecido da Silva',
  'Antônio Carlos Moreira',
  'Francisco das Chagas Lima',
  'Marcos Vinícius Teixeira',
  'Sebastião Rodrigues Nunes',
  'Paulo Henrique Barbosa',
  'Edson Luiz Cardoso',
  'Valdir Pereira Campos',
] as const;
