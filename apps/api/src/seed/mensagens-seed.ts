import { AutorMensagem, SituacaoCarga } from '@embarca/domain';
import { and, asc, eq } from 'drizzle-orm';
import {
  cargas,
  conversaLeituras,
  conversaMensagens,
  conversasCarga,
  motoristas,
  usuarios,
} from '../db/schema';
import type { Tx } from '../modules/cargas/carga.writer';
import { DEMO_MOTORISTA_CPF } from './frota-motoristas-seed';

const minutos = (now: Date, n: number) => new Date(now.getTime() - n * 60_000);

/**
 * The chat's demo (issue 20): Embarcadora Demo's operator and the /motorista demo driver (CPF
 * 529.982.247-25) talk about the driver's in-progress load — four messages, the last one the driver's,
 * read by the operator and unread for the admin (the top-bar badge shows 1).
 */
export async function seedMensagens(
  tx: Tx,
  { shipperOwnerId, now }: { shipperOwnerId: string; now: Date },
): Promise<void> {
  const [motorista] = await tx
    .select({ id: motoristas.id })
    .from(motoristas)
    .where(and(eq(motoristas.ownerId, shipperOwnerId), eq(motoristas.cpf, DEMO_MOTORISTA_CPF)))
    .limit(1);
  if (!motorista) return;
  const [carga] = await tx
    .select({ id: cargas.id, codigo: cargas.codigo })
    .from(cargas)
    .where(
      and(
        eq(cargas.ownerId, shipperOwnerId),
        eq(cargas.motoristaId, motorista.id),
        eq(cargas.situacao, SituacaoCarga.EmAndamento),
      ),
    )
    .orderBy(asc(cargas.codigo))
    .limit(1);
  const pessoas = await tx
    .select({ id: usuarios.id, email: usuarios.email })
    .from(usuarios)
    .where(eq(usuarios.ownerId, shipperOwnerId));
  const operador = pessoas.find((u) => u.email === 'operador@embarcador.demo');
  const admin = pessoas.find((u) => u.email === 'admin@embarcador.demo');
  if (!carga || !operador || !admin) return;

  const [conversa] = await tx
    .insert(conversasCarga)
    .values({
      ownerId: shipperOwnerId,
      cargaId: carga.id,
      motoristaId: motorista.id,
      criadaPor: operador.id,
      createdAt: minutos(now, 90),
      ultimaMensagemEm: minutos(now, 10),
      motoristaLidaAte: minutos(now, 45),
    })
    .returning({ id: conversasCarga.id });
  if (!conversa) return;
  const doOperador = { autor: AutorMensagem.Usuario, usuarioId: operador.id, motoristaId: null };
  const doMotorista = { autor: AutorMensagem.Motorista, usuarioId: null, motoristaId: motorista.id };
  const mensagens = [
    {
      ...doOperador,
      texto: `Bom dia! Tudo certo com a coleta da carga ${carga.codigo}?`,
      createdAt: minutos(now, 60),
    },
    { ...doMotorista, texto: 'Bom dia! Já estou no pátio, carregando.', createdAt: minutos(now, 50) },
    { ...doOperador, texto: 'Ótimo. Me avise quando sair, por favor.', createdAt: minutos(now, 45) },
    { ...doMotorista, texto: 'Saindo agora, previsão de chegada no horário.', createdAt: minutos(now, 10) },
  ];
  await tx
    .insert(conversaMensagens)
    .values(mensagens.map((m) => ({ ...m, conversaId: conversa.id, ownerId: shipperOwnerId })));
  // The operator read everything; the admin only up to the operator's second message: one unread.
  await tx.insert(conversaLeituras).values([
    { conversaId: conversa.id, usuarioId: operador.id, ownerId: shipperOwnerId, lidaAte: minutos(now, 10) },
    { conversaId: conversa.id, usuarioId: admin.id, ownerId: shipperOwnerId, lidaAte: minutos(now, 45) },
  ]);
}
