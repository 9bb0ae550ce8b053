/**
 * The reference page's app (tools/bench/reference-page.ts): a fixed page of 48 cards, rendered to
 * HTML in Node and hydrated in the browser, as the site's pages are. Plain script, no imports: the
 * same text runs in Node (required) and in the page (inline, after React's UMD builds). Nothing
 * here changes with the site, so its load is a yardstick of the machine, not of the site.
 */
(function (global) {
  var WORDS = ['servicio', 'empresa', 'cliente', 'digital', 'proyecto', 'equipo', 'tarifa', 'ayuda', 'oficina', 'datos', 'web', 'línea', 'soporte', 'factura', 'nube'];

  /** A fixed sentence for card `n` (the same words for the same n, in Node and in the browser). */
  function sentence(n, length) {
    var words = [];
    for (var i = 0; i < length; i++) words.push(WORDS[(n * 7 + i * 3) % WORDS.length]);
    return words.join(' ') + '.';
  }

  function referenceApp(React) {
    var h = React.createElement;

    function Card(props) {
      var state = React.useState(false);
      var open = state[0];
      var n = props.n;
      var items = [];
      for (var j = 0; j < 5; j++) items.push(h('li', { key: j, className: 'card__item card__item--' + (j % 3) }, sentence(n * 5 + j, 8)));
      return h(
        'article',
        { className: 'card card--' + (n % 4) },
        h('h2', { className: 'card__title' }, 'Referencia ' + (n + 1)),
        h('p', { className: 'card__text' }, sentence(n, 40)),
        h('ul', { className: 'card__list' }, items),
        h('p', { className: 'card__price' }, h('strong', null, (n * 3 + 9) + ' €'), h('span', null, ' al mes')),
        h('button', { type: 'button', className: 'card__button', 'aria-expanded': open, onClick: function () { state[1](!open); } }, open ? 'Cerrar' : 'Ver más'),
      );
    }

    return function App() {
      React.useEffect(function () {
        document.documentElement.setAttribute('data-hydrated', 'true');
      }, []);
      var cards = [];
      for (var n = 0; n < 48; n++) cards.push(h(Card, { key: n, n: n }));
      return h('main', { className: 'page' }, h('h1', { className: 'page__title' }, 'Página de referencia'), h('div', { className: 'grid' }, cards));
    };
  }

  if (typeof module === 'object' && module.exports) module.exports = referenceApp;
  else global.referenceApp = referenceApp;
})(this);
