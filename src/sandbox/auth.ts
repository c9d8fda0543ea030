import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { hashFromAuthorization, SESSION_EXPIRED_CODE, type SessionExpiredBody } from '../shared/api';
import type { SandboxDb } from './db';
import type { AuthSession } from './http';

export const SESSION_EXPIRED_BODY: SessionExpiredBody = {
  status: false,
  code: SESSION_EXPIRED_CODE,
  erro: 'Sessão expirada',
  mensagem: 'É necessário fazer o login novamente.',
};

// A low scrypt cost: these are demo passwords, and tests log in many times.
const SCRYPT = { N: 1024, r: 8, p: 1 };

export function hashPassword(password: string, salt = randomBytes(16).toString('hex')): { hash: string; salt: string } {
  return { hash: scryptSync(password, salt, 32, SCRYPT).toString('hex'), salt };
}

export function passwordMatches(password: string, hash: string, salt: string): boolean {
  const candidate = scryptSync(password, salt, 32, SCRYPT);
  const expected = Buffer.from(hash, 'hex');
  return expected.length === candidate.length && timingSafeEqual(candidate, expected);
}

export function newSessionHash(): string {
  return randomBytes(20).toString('hex');
}

interface SessionRow {
  hash: string;
  user_id: number;
  store_id: number;
  usuario: string;
  company: string;
}

/** The live session behind a hash, or null when unknown or expired. */
export function findSession(db: SandboxDb, hash: string | null): AuthSession | null {
  if (!hash) return null;
  const row = db.get<SessionRow>(
    `SELECT s.hash, s.user_id, s.store_id, u.usuario, st.company
       FROM sessions s JOIN users u ON u.id = s.user_id JOIN stores st ON st.id = s.store_id
      WHERE s.hash = ? AND s.expired_at IS NULL`,
    [hash],
  );
  return row ? { hash: row.hash, userId: row.user_id, storeId: row.store_id, usuario: row.usuario, company: row.company } : null;
}

export function authenticate(db: SandboxDb, request: FastifyRequest): AuthSession | null {
  return findSession(db, hashFromAuthorization(request.headers.authorization));
}
