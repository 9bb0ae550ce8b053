// This remote's federated name and what it exposes; everything else lives in tools/webpack.
module.exports = {
  name: 'chatbot',
  exposes: { './widget': './src/entries/chatbot-widget.tsx' },
};
