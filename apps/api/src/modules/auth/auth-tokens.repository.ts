import type { TPasswordTokenKind } from '@embarca/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ownerDoUsuarioSql, passwordTokens, refreshTokens, secondFactorChallenges } from '../../db/schema';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type PasswordTokenRow = typeof passwordTokens.$inferSelect;
export type SecondFactorChallengeRow = typeof secondFactorChallenges.$inferSelect;

export interface NewSecondFactorCode {
  codeHash: string;
  canal: number;
  codeExpiresAt: Date;
  codeSentAt: Date;
}

/** Queries of the sign-in's own tables: refresh tokens, one-time password links, second-factor codes. */
export function createAuthTokensRepository(db: Database) {
  return {
    async insertRefreshToken(row: {
      usuarioId: string;
      familyId: string;
      tokenHash: string;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(refreshTokens).values({ ...row, ownerId: ownerDoUsuarioSql(row.usuarioId) });
    },

    async findRefreshToken(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      const rows = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      return rows[0];
    },

    /** Marks a token used, only if it still is unused and not revoked (two concurrent uses: one wins). */
    async markRefreshTokenUsed(id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ usedAt: at })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },

    /** Token theft detection: every token of the family stops working. */
    async revokeRefreshFamily(familyId: string, at: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    /** Stores a new one-time link and invalidates the user's unused links of the same kind. */
    async insertPasswordToken(row: {
      usuarioId: string;
      kind: TPasswordTokenKind;
      tokenHash: string;
      expiresAt: Date;
      createdAt: Date;
    }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(passwordTokens)
          .set({ usedAt: row.createdAt })
          .where(
            and(
              eq(passwordTokens.usuarioId, row.usuarioId),
              eq(passwordTokens.kind, row.kind),
              isNull(passwordTokens.usedAt),
            ),
          );
        await tx.insert(passwordTokens).values({ ...row, ownerId: ownerDoUsuarioSql(row.usuarioId) });
      });
    },

    async findPasswordToken(tokenHash: string): Promise<PasswordTokenRow | undefined> {
      const rows = await db
        .select()
        .from(passwordTokens)
        .where(eq(passwordTokens.tokenHash, tokenHash))
        .limit(1);
      return rows[0];
    },

    /** Uses a link once: true only for the one request that marks it used. */
    async consumePasswordToken(id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(passwordTokens)
        .set({ usedAt: at })
        .where(and(eq(passwordTokens.id, id), isNull(passwordTokens.usedAt)))
        .returning({ id: passwordTokens.id });
      return rows.length === 1;
    },

    /** Starts a new challenge for the user (replacing any previous one) with its first code. */
    async startSecondFactorChallenge(usuarioId: string, passwordVerifiedAt: Date, code: NewSecondFactorCode) {
      const values = { passwordVerifiedAt, ...code, sends: 1, attempts: 0, usedAt: null };
      await db
        .insert(secondFactorChallenges)
        .values({ ownerId: ownerDoUsuarioSql(usuarioId), usuarioId, ...values })
        .onConflictDoUpdate({ target: secondFactorChallenges.usuarioId, set: values });
    },

    async findSecondFactorChallenge(usuarioId: string): Promise<SecondFactorChallengeRow | undefined> {
      const rows = await db
        .select()
        .from(secondFactorChallenges)
        .where(eq(secondFactorChallenges.usuarioId, usuarioId))
        .limit(1);
      return rows[0];
    },

    /** A re-sent code replaces the previous one (which stops working) and resets the attempts. */
    async replaceSecondFactorCode(id: string, code: NewSecondFactorCode): Promise<void> {
      await db
        .update(secondFactorChallenges)
        .set({ ...code, attempts: 0, sends: sql`${secondFactorChallenges.sends} + 1` })
        .where(eq(secondFactorChallenges.id, id));
    },

    async registerSecondFactorAttempt(id: string): Promise<void> {
      await db
        .update(secondFactorChallenges)
        .set({ attempts: sql`${secondFactorChallenges.attempts} + 1` })
        .where(eq(secondFactorChallenges.id, id));
    },

    /** Uses the code once: true only for the one request that marks it used. */
    async consumeSecondFactorChallenge(id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(secondFactorChallenges)
        .set({ usedAt: at })
        .where(and(eq(secondFactorChallenges.id, id), isNull(secondFactorChallenges.usedAt)))
        .returning({ id: secondFactorChallenges.id });
      return rows.length === 1;
    },
  };
}

export type AuthTokensRepository = ReturnType<typeof createAuthTokensRepository>;
