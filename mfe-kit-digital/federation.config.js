// This remote's federated name and what it exposes; everything else lives in tools/webpack.
module.exports = {
  name: 'kit_digital',
  exposes: { './routes': './src/entries/kit-digital-routes.tsx' },
};
