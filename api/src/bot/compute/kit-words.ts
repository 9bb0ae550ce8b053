/**
 * How visitors name each Kit Digital solution (by the records' slugs): "vender por internet" is
 * the online shop, "que me llevéis el Instagram" social media. Words only: the amounts come from
 * the records. Folded text, whole words.
 */
export const KIT_SOLUTION_WORDS: Record<string, RegExp> = {
  website: /\b(pagina web|paginas web|sitio web|web|webs|pagina de internet|presencia basica)\b/u,
  ecommerce: /\b(tienda (?:online|virtual|en linea|por internet|en internet)|comercio electronico|e-?commerce|vender (?:por|en) (?:internet|la red)|vender online|venta online|ventas online)\b/u,
  'social-media': /\b(redes sociales|redes|rrss|instagram|insta|facebook|tiktok|social media|community manager)\b/u,
  crm: /\b(crm|gestion de clientes|fichas? de clientes|cartera de clientes)\b/u,
  intelligence: /\b(business intelligence|analitica|cuadros? de mando|inteligencia de negocio|bi)\b/u,
  management: /\b(gestion de procesos|procesos|erp|automatizar|automatizacion)\b/u,
  billing: /\b(factura electronica|facturas electronicas|facturacion|facturar|facturas)\b/u,
  'virtual-office': /\b(oficina virtual|teletrabajo|trabajo colaborativo|herramientas de colaboracion)\b/u,
  communications: /\b(comunicaciones seguras|vpn|conexion segura)\b/u,
  cybersecurity: /\b(ciberseguridad|antivirus|antimalware|seguridad informatica|proteger (?:los|mis) (?:ordenadores|equipos|dispositivos))\b/u,
  'internet-presence': /\b(presencia avanzada|posicionamiento|seo|salir en google|buscadores)\b/u,
  marketplace: /\b(marketplaces?|amazon|ebay|aliexpress|etsy|miravia|zalando)\b/u,
};
