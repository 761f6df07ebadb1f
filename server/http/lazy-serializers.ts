import { SerializerSelector, type SerializerFactory } from '@fastify/fast-json-stringify-compiler';

/**
 * Fastify's own response serializers (fast-json-stringify, by the routes' answer schemas), each
 * built at its route's first answer of that status instead of when the app is built: most of
 * the hundreds of routes never answer in a session, and building them all delayed `listening`.
 */
export function lazySerializers(): SerializerFactory {
  const buildDefault = SerializerSelector();
  return (externalSchemas, options) => {
    const compile = buildDefault(externalSchemas, options);
    return (route) => {
      let serialize: ReturnType<typeof compile> | undefined;
      return (doc) => (serialize ??= compile(route))(doc);
    };
  };
}
