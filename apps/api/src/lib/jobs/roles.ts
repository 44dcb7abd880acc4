/**
 * EMBARCA_ROLE (issue 17): `all` serves the API and works jobs; `web` serves the API and only sends jobs;
 * `worker` works jobs and runs the crons (its HTTP port answers only the health checks and metrics).
 */
export const JOB_ROLES = ['all', 'web', 'worker'] as const;
export type JobRole = (typeof JOB_ROLES)[number];

/** Whether a process of this role works jobs and runs crons. */
export const worksJobs = (role: JobRole): boolean => role !== 'web';

/** EMBARCA_ROLE: all (default), web or worker; anything else stops the start-up, naming the variable. */
export function readRole(env: NodeJS.ProcessEnv): JobRole {
  const value = (env.EMBARCA_ROLE || 'all').trim().toLowerCase();
  if (!(JOB_ROLES as readonly string[]).includes(value)) {
    throw new Error(`EMBARCA_ROLE inválido: ${env.EMBARCA_ROLE} (use all, web ou worker)`);
  }
  return value as JobRole;
}
