// This remote's federated name and what it exposes; everything else lives in tools/webpack.
module.exports = {
  name: 'forms',
  exposes: { './routes': './src/entries/forms-routes.tsx' },
};
