// This remote's federated name and what it exposes; everything else lives in tools/webpack.
module.exports = {
  name: 'catalog',
  exposes: { './routes': './src/entries/catalog-routes.tsx' },
};
