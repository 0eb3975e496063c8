// Teaches redocly that `x-plain-request` holds a Schema, so encrypted calls' plaintext schemas are
// linted like any other and not reported as unused.
module.exports = () => ({
  id: 'lobby',
  typeExtension: {
    oas3: (types) => ({
      ...types,
      Operation: {
        ...types.Operation,
        properties: { ...types.Operation.properties, 'x-plain-request': 'Schema' },
      },
    }),
  },
});
