import type { FastifyReply } from 'fastify';

/**
 * Sends a body the route serialized itself (usually from a read cache). Fastify passes a buffer or a
 * string through untouched, so the route's response schema documents the shape but does not re-validate
 * it on every request.
 */
export function sendSerializedJson(reply: FastifyReply, json: Buffer | string) {
  return reply.type('application/json; charset=utf-8').send(json);
}
