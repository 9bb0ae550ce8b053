// This remote's federated name and what it exposes; everything else lives in tools/webpack.
module.exports = {
  name: 'telephony',
  exposes: { './routes': './src/entries/telephony-routes.tsx' },
};
