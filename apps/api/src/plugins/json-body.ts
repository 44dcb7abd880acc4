import fp from 'fastify-plugin';

/**
 * JSON bodies as Fastify reads them (secure-json-parse, prototype poisoning refused), except that an
 * empty body with `Content-Type: application/json` is read as "no body" instead of an error: many
 * clients send the header on every request. A body the route requires is then reported by its schema
 * ('Corpo da requisição é obrigatório!').
 */
export const jsonBodyPlugin = fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      parseJson(request, text, done);
    });
  },
  { name: 'json-body' },
);
