import type { LegalDocument } from '../schemas/legal';
import { company, fullAddress } from './company';
import { PRIVACY_POLICY_VERSION } from './privacy-policy';

/** Retention periods and payment terms of SPEC §9, quoted by the legal texts. */
export const LEGAL_TERMS = {
  customerRetention: 'durante la relación comercial y 6 años más',
  contactRetention: '3 años',
  browsingRetention: 'un máximo de 2 años',
  backupRetention: 'un máximo de 1 año',
  paymentDays: 30,
  currency: 'euros',
} as const;

/**
 * The one cookie the server sets, only while a new version of part of the site is tried on a share
 * of visitors (a canary release): a random number that keeps each visitor on one version. The API
 * reads its name and lifetime from here, so the cookie policy always describes the real cookie.
 */
export const RELEASE_COOKIE = { name: 'site_bucket', maxAgeDays: 30 } as const;

/** Third-party cookie durations of SPEC §2 (cookie policy). */
/** Who pays what in a Kit Digital project (the terms' payment section; NavegaBot quotes it too). */
export const KIT_DIGITAL_PAYMENT_TERM =
  'En los proyectos acogidos al Kit Digital, la parte subvencionada se abona mediante el bono digital según las bases del programa; el cliente abona el IVA y cualquier importe no cubierto.';

export const THIRD_PARTY_COOKIE_DURATIONS = { analytics: '2 años', fonts: '1 año', video: 'Sesión' } as const;


const c = company;
/** Capitalises a retention period for a table cell ("durante la relación…" → "Durante la relación…"). */
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const identity = `${c.legalName} (en adelante, «${c.name}»), con CIF ${c.taxId} y domicilio en ${fullAddress}`;
// "2026-01" → "enero de 2026": the privacy policy shows the version leads consent to.
const months = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const [vYear, vMonth] = PRIVACY_POLICY_VERSION.split('-');
const updated = `${months[Number(vMonth) - 1]} de ${vYear}`;

/** What every legal page shows around its document: the hero's eyebrow, the date's label, the table of contents and the way home. */
export const legalPageCopy = {
  eyebrow: 'Información legal',
  /** Before the document's date: "Última actualización: enero de 2026". */
  updated: 'Última actualización:',
  tocLabel: 'Índice',
  tocTitle: 'Contenido',
  /** The privacy page's link back to the home page (SPEC §2). */
  backHome: 'Volver al inicio',
} as const;

/**
 * The cookie page's panel to change the choice (SPEC §2). On a phone the button shows `button` and
 * leaves `buttonTail` to a screen reader; its whole name is both, as the policy quotes it.
 */
export const cookieResetCopy = {
  heading: 'Cambiar tu elección',
  text: 'Borra tu elección actual sobre las cookies y vuelve a ver el aviso para aceptarlas o rechazarlas.',
  button: 'Restablecer preferencias',
  buttonTail: 'de cookies',
  noScript:
    'Sin JavaScript, restablece tu elección borrando los datos de este sitio (cookies y almacenamiento) en la configuración de tu navegador: el aviso volverá a aparecer.',
} as const;
const cookieResetName = `${cookieResetCopy.button} ${cookieResetCopy.buttonTail}`;

/** Política de privacidad (/privacidad). */
export const privacyPolicy: LegalDocument = {
  id: 'privacy',
  title: 'Política de privacidad',
  intro: `En ${c.name} nos tomamos en serio la protección de tus datos personales. Esta política explica quién los trata, para qué, con qué base legal, durante cuánto tiempo y cómo puedes ejercer tus derechos, conforme al Reglamento (UE) 2016/679 (RGPD) y a la Ley Orgánica 3/2018 de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD).`,
  updated: `${updated} (versión ${PRIVACY_POLICY_VERSION})`,
  sections: [
    {
      id: 'responsable',
      heading: 'Responsable del tratamiento',
      blocks: [
        { type: 'p', text: `El responsable del tratamiento de los datos recogidos en este sitio web es ${identity}.` },
        { type: 'list', items: [`Correo electrónico: [${c.email}](mailto:${c.email})`, `Teléfono: ${c.phone.display}`, `Dirección postal: ${fullAddress}`] },
      ],
    },
    {
      id: 'datos',
      heading: 'Qué datos tratamos',
      blocks: [
        { type: 'p', text: 'Solo tratamos los datos que nos facilitas tú mismo o que se generan al usar el sitio web:' },
        {
          type: 'list',
          items: [
            'Formulario de contacto y presupuesto: nombre, correo electrónico, teléfono, empresa (opcional), servicio de interés y el mensaje que nos escribes.',
            'Formulario de telefonía: nombre, correo electrónico, teléfono, nombre de la empresa en los planes de empresa y los datos de la tarifa o de las líneas adicionales que solicitas.',
            'Formulario de empleo: nombre, correo electrónico, teléfono, experiencia, empresa actual, carta de presentación y, si lo adjuntas, tu currículum (PDF, DOC o DOCX de hasta 5 MB).',
            'Asistente NavegaBot: las preguntas que escribes en el chat y un identificador de sesión guardado en tu navegador que caduca a la hora.',
            'Datos de navegación: dirección IP, tipo de navegador y páginas visitadas, registrados por el servidor por seguridad y, si lo aceptas, mediante cookies analíticas.',
          ],
        },
        { type: 'p', text: 'Te pedimos que no incluyas en los mensajes, en el chat ni en el currículum datos especialmente protegidos (salud, ideología, religión u otros) que no sean necesarios para la finalidad.' },
      ],
    },
    {
      id: 'finalidades',
      heading: 'Para qué usamos tus datos y con qué base legal',
      blocks: [
        {
          type: 'table',
          caption: 'Finalidades, bases legales y plazos de conservación',
          head: ['Finalidad', 'Base legal', 'Conservación'],
          rows: [
            ['Responder a tu consulta o solicitud de presupuesto', 'Tu consentimiento y la aplicación de medidas precontractuales a petición tuya (art. 6.1.a y 6.1.b RGPD)', cap(LEGAL_TERMS.contactRetention)],
            ['Preparar y enviarte una oferta de telefonía o de líneas adicionales', 'Aplicación de medidas precontractuales a petición tuya (art. 6.1.b RGPD)', cap(LEGAL_TERMS.contactRetention)],
            ['Gestionar los servicios contratados, la facturación y las obligaciones fiscales y contables', 'Ejecución del contrato y cumplimiento de obligaciones legales (art. 6.1.b y 6.1.c RGPD)', cap(LEGAL_TERMS.customerRetention)],
            ['Valorar tu candidatura en nuestros procesos de selección', 'Tu consentimiento al enviarla (art. 6.1.a RGPD)', cap(LEGAL_TERMS.contactRetention)],
            ['Responder a tus preguntas en el chat NavegaBot', 'Tu consentimiento al usar el chat (art. 6.1.a RGPD)', cap(LEGAL_TERMS.browsingRetention)],
            ['Garantizar la seguridad del sitio y, si lo aceptas, medir su uso', 'Interés legítimo en proteger el sitio (art. 6.1.f RGPD) y tu consentimiento para la analítica', cap(LEGAL_TERMS.browsingRetention)],
          ],
        },
        { type: 'p', text: 'No tomamos decisiones automatizadas ni elaboramos perfiles con efectos jurídicos sobre ti. No usamos los datos de los formularios para enviarte publicidad salvo que nos lo pidas expresamente.' },
      ],
    },
    {
      id: 'conservacion',
      heading: 'Durante cuánto tiempo los conservamos',
      blocks: [
        {
          type: 'list',
          items: [
            `Datos de clientes activos: ${LEGAL_TERMS.customerRetention}, plazo durante el que pueden exigirse responsabilidades y que exige la normativa mercantil y fiscal.`,
            `Datos de contacto (consultas, solicitudes de presupuesto y de telefonía, candidaturas y currículums): ${LEGAL_TERMS.contactRetention} desde el último contacto, salvo que antes nos pidas su supresión.`,
            `Datos de navegación: ${LEGAL_TERMS.browsingRetention}.`,
            `Copias de seguridad: ${LEGAL_TERMS.backupRetention}; pasado ese plazo se sobrescriben y los datos suprimidos desaparecen también de ellas.`,
          ],
        },
        { type: 'p', text: 'Cuando termina el plazo, los datos se suprimen o se bloquean durante el tiempo en que puedan exigirse responsabilidades, y después se eliminan de forma segura.' },
      ],
    },
    {
      id: 'consentimiento',
      heading: 'Cómo registramos tu consentimiento',
      blocks: [
        { type: 'p', text: `Los formularios solo se envían si marcas la casilla de aceptación de esta política. Con cada envío guardamos la fecha y hora y la versión de la política que aceptaste (la actual es la ${PRIVACY_POLICY_VERSION}), para poder demostrar el consentimiento como exige el artículo 7 del RGPD.` },
        { type: 'p', text: `Puedes retirar tu consentimiento en cualquier momento escribiendo a [${c.email}](mailto:${c.email}), sin que ello afecte a la licitud del tratamiento anterior.` },
      ],
    },
    {
      id: 'curriculums',
      heading: 'Tratamiento de currículums',
      blocks: [
        { type: 'p', text: 'El currículum que adjuntas al formulario de empleo se guarda en nuestros servidores con acceso restringido a las personas que participan en la selección. Solo se usa para valorar tu candidatura para puestos acordes a tu perfil y no se comunica a otras empresas.' },
        { type: 'p', text: `Lo conservamos ${LEGAL_TERMS.contactRetention} por si surge una vacante adecuada; puedes pedirnos antes que lo borremos o que actualicemos su contenido.` },
      ],
    },
    {
      id: 'destinatarios',
      heading: 'Destinatarios',
      blocks: [
        { type: 'p', text: 'No cedemos tus datos a terceros salvo obligación legal (por ejemplo, a la Agencia Tributaria o a jueces y tribunales).' },
        { type: 'p', text: 'Algunos proveedores nos prestan servicios con acceso a datos, siempre como encargados del tratamiento y con el contrato que exige el artículo 28 del RGPD: alojamiento web y copias de seguridad, correo electrónico y, en las ofertas de telefonía, el operador cuya tarifa solicitas, al que solo se comunican los datos necesarios si decides contratar.' },
        { type: 'p', text: 'Si algún proveedor tratara datos fuera del Espacio Económico Europeo, lo haría con garantías adecuadas, como las cláusulas contractuales tipo de la Comisión Europea.' },
      ],
    },
    {
      id: 'derechos',
      heading: 'Tus derechos',
      blocks: [
        { type: 'p', text: 'Puedes ejercer en cualquier momento, de forma gratuita, los siguientes derechos:' },
        {
          type: 'list',
          items: [
            'Acceso: saber si tratamos tus datos y obtener una copia.',
            'Rectificación: corregir los datos inexactos o incompletos.',
            'Supresión: pedir que borremos tus datos cuando ya no sean necesarios.',
            'Oposición: oponerte a un tratamiento basado en nuestro interés legítimo.',
            'Limitación: pedir que conservemos tus datos pero dejemos de usarlos mientras se resuelve una reclamación.',
            'Portabilidad: recibir los datos que nos diste en un formato estructurado y de uso común.',
            'No ser objeto de decisiones basadas únicamente en tratamientos automatizados.',
          ],
        },
        { type: 'p', text: `Escríbenos a [${c.email}](mailto:${c.email}) o por correo postal a ${fullAddress}, indicando el derecho que ejerces y un medio para identificarte. Te responderemos en el plazo de un mes.` },
        { type: 'p', text: 'Si consideras que no hemos atendido bien tu solicitud, puedes presentar una reclamación ante la Agencia Española de Protección de Datos en [www.aepd.es](https://www.aepd.es).' },
      ],
    },
    {
      id: 'seguridad',
      heading: 'Seguridad',
      blocks: [
        { type: 'p', text: 'Aplicamos medidas técnicas y organizativas adecuadas al riesgo: conexión cifrada (HTTPS), control de accesos, copias de seguridad, limitación de envíos de los formularios para evitar abusos y formación del personal en protección de datos.' },
      ],
    },
    {
      id: 'menores',
      heading: 'Menores de edad',
      blocks: [{ type: 'p', text: 'Este sitio está dirigido a empresas y personas adultas. No tratamos conscientemente datos de menores de 14 años; si detectamos que nos los han facilitado, los suprimiremos.' }],
    },
    {
      id: 'cambios',
      heading: 'Cambios en esta política',
      blocks: [
        { type: 'p', text: 'Podemos actualizar esta política para adaptarla a cambios legales o del servicio. Cada cambio relevante recibe una nueva versión y fecha, y se aplica a los datos recogidos a partir de su publicación. Consulta también nuestra [política de cookies](/cookies) y el [aviso legal](/terminos).' },
      ],
    },
  ],
};

/** Política de cookies (/cookies). */
export const cookiePolicy: LegalDocument = {
  id: 'cookies',
  title: 'Política de cookies',
  intro: `Este sitio web, titularidad de ${c.legalName}, usa cookies y tecnologías similares de almacenamiento local. Aquí te explicamos cuáles, para qué y cómo puedes aceptarlas, rechazarlas o cambiar tu elección, conforme al artículo 22.2 de la Ley 34/2002 de Servicios de la Sociedad de la Información (LSSI-CE).`,
  updated,
  sections: [
    {
      id: 'que-son',
      heading: '¿Qué son las cookies?',
      blocks: [
        { type: 'p', text: 'Las cookies son pequeños archivos que un sitio web guarda en tu navegador para recordar información sobre tu visita. El almacenamiento local (localStorage) funciona de forma parecida y lo tratamos igual en esta política.' },
      ],
    },
    {
      id: 'tipos',
      heading: 'Tipos de cookies que usamos',
      blocks: [
        {
          type: 'list',
          items: [
            'Técnicas (necesarias): permiten que el sitio funcione, como recordar tu elección sobre las cookies o mantener la sesión del chat. No requieren consentimiento y no pueden desactivarse desde el sitio.',
            'Analíticas: nos dicen de forma agregada cuántas personas visitan el sitio y qué páginas usan, para mejorarlo. Solo se activan si las aceptas.',
            'De personalización: recuerdan preferencias como el tipo de fuente o el contenido multimedia que ves, para mostrarte el sitio tal como lo eliges. Solo se activan si las aceptas.',
          ],
        },
      ],
    },
    {
      id: 'listado',
      heading: 'Cookies y almacenamiento de este sitio',
      blocks: [
        {
          type: 'table',
          caption: 'Cookies propias y almacenamiento local',
          head: ['Nombre', 'Tipo', 'Finalidad', 'Duración'],
          rows: [
            ['cookies-accepted', 'Técnica', 'Recuerda que aceptaste las cookies', 'Hasta que borres tu elección'],
            ['cookies-rejected', 'Técnica', 'Recuerda que rechazaste las cookies', 'Hasta que borres tu elección'],
            ['sessionData', 'Técnica', 'Identifica tu conversación con NavegaBot', '1 hora'],
            [
              RELEASE_COOKIE.name,
              'Técnica',
              'Solo mientras probamos una versión nueva de una parte del sitio con algunos visitantes: un número al azar, sin datos personales, para que veas siempre la misma versión',
              `${RELEASE_COOKIE.maxAgeDays} días`,
            ],
          ],
        },
        {
          type: 'table',
          caption: 'Cookies de terceros',
          head: ['Servicio', 'Tipo', 'Finalidad', 'Duración'],
          rows: [
            ['Google Analytics (Google Ireland Ltd.)', 'Analítica', 'Estadísticas agregadas de visitas', THIRD_PARTY_COOKIE_DURATIONS.analytics],
            ['Fuentes tipográficas (Google Fonts)', 'Personalización', 'Carga de las fuentes del sitio', THIRD_PARTY_COOKIE_DURATIONS.fonts],
            ['Reproductor de vídeo', 'Personalización', 'Reproducción de los vídeos de demostración', THIRD_PARTY_COOKIE_DURATIONS.video],
            // The SPEC gives no duration for the contact page's embedded map; its provider sets it.
            ['Mapa de la página de contacto', 'Personalización', 'Mostrar la ubicación de nuestra oficina', 'Según el proveedor del mapa'],
          ],
        },
        { type: 'p', text: 'Los terceros tratan estos datos según sus propias políticas de privacidad. Google puede transferir datos a Estados Unidos al amparo del Marco de Privacidad de Datos UE-EE. UU.' },
      ],
    },
    {
      id: 'gestionar',
      heading: 'Cómo aceptar, rechazar o cambiar tu elección',
      blocks: [
        { type: 'p', text: 'La primera vez que visitas el sitio te mostramos un aviso para que aceptes o rechaces las cookies que no son necesarias. Rechazarlas no te impide usar el sitio.' },
        { type: 'p', text: `Puedes cambiar de opinión cuando quieras con el botón «${cookieResetName}» de esta página: borra tu elección y vuelve a mostrarte el aviso.` },
        {
          type: 'p',
          text: 'También puedes borrar o bloquear las cookies desde tu navegador: [Chrome](https://support.google.com/chrome/answer/95647), [Firefox](https://support.mozilla.org/es/kb/Borrar%20cookies), [Safari](https://support.apple.com/es-es/guide/safari/sfri11471/mac) o [Edge](https://support.microsoft.com/es-es/microsoft-edge).',
        },
      ],
    },
    {
      id: 'mas-informacion',
      heading: 'Más información',
      blocks: [{ type: 'p', text: `Para saber cómo tratamos tus datos personales consulta la [política de privacidad](/privacidad). Si tienes dudas sobre las cookies, escríbenos a [${c.email}](mailto:${c.email}).` }],
    },
  ],
};

/** Aviso legal y términos y condiciones (/terminos). */
export const termsAndConditions: LegalDocument = {
  id: 'terms',
  title: 'Aviso legal y términos y condiciones',
  intro: `Estas condiciones regulan el uso de este sitio web y la contratación de los servicios de ${c.name}. Al navegar por el sitio o contratar un servicio aceptas las condiciones vigentes en ese momento.`,
  updated,
  sections: [
    {
      id: 'titular',
      heading: 'Datos identificativos',
      blocks: [
        { type: 'p', text: 'En cumplimiento del artículo 10 de la Ley 34/2002, de Servicios de la Sociedad de la Información y de Comercio Electrónico (LSSI-CE), te informamos de que el titular de este sitio web es:' },
        {
          type: 'list',
          items: [
            `Razón social: ${c.legalName}`,
            `CIF: ${c.taxId}`,
            `Domicilio: ${fullAddress}`,
            `Correo electrónico: [${c.email}](mailto:${c.email})`,
            `Teléfono: ${c.phone.display}`,
          ],
        },
      ],
    },
    {
      id: 'uso',
      heading: 'Uso del sitio web',
      blocks: [
        { type: 'p', text: 'Te comprometes a usar el sitio y sus contenidos de forma lícita, sin dañar su funcionamiento ni los derechos de terceros, y a facilitar datos veraces en los formularios. No está permitido enviar mensajes masivos o automatizados, intentar acceder a zonas no públicas ni introducir programas maliciosos.' },
      ],
    },
    {
      id: 'propiedad',
      heading: 'Propiedad intelectual e industrial',
      blocks: [
        { type: 'p', text: `Los textos, diseños, imágenes, logotipos, código fuente y demás contenidos del sitio pertenecen a ${c.legalName} o a sus legítimos titulares, y están protegidos por la normativa de propiedad intelectual e industrial. Las marcas de terceros que aparecen (tecnologías, operadores, plataformas) pertenecen a sus titulares y se citan solo a título informativo.` },
        { type: 'p', text: 'Puedes consultar y compartir los contenidos citando la fuente, pero no reproducirlos, distribuirlos ni transformarlos con fines comerciales sin nuestra autorización escrita.' },
      ],
    },
    {
      id: 'responsabilidad',
      heading: 'Responsabilidad',
      blocks: [
        { type: 'p', text: 'Procuramos que la información del sitio sea exacta y esté actualizada, pero tiene carácter orientativo: las características, ayudas y precios definitivos de cada servicio son los que figuran en el presupuesto o en el contrato. No respondemos de interrupciones del sitio por mantenimiento o causas ajenas, ni de los daños derivados de un uso indebido.' },
        { type: 'p', text: 'Los enlaces a sitios de terceros se ofrecen para tu comodidad; no controlamos su contenido ni respondemos de él. Las respuestas del asistente NavegaBot son orientativas y no sustituyen el asesoramiento de nuestro equipo.' },
      ],
    },
    {
      id: 'contratacion',
      heading: 'Contratación de servicios',
      blocks: [
        { type: 'p', text: 'Los servicios se contratan mediante la aceptación de un presupuesto o de una propuesta escrita que detalla el alcance, los plazos y el precio. Las solicitudes enviadas desde los formularios del sitio no suponen un compromiso de contratación para ninguna de las partes.' },
        { type: 'p', text: 'Los servicios recurrentes (alojamiento, correo, mantenimiento, marketing y productos SaaS) se renuevan por periodos iguales salvo aviso de cualquiera de las partes con la antelación indicada en el presupuesto. Las tarifas de telefonía se rigen además por las condiciones del operador.' },
      ],
    },
    {
      id: 'precios-pago',
      heading: 'Precios y forma de pago',
      blocks: [
        {
          type: 'list',
          items: [
            `Todos los precios se expresan en ${LEGAL_TERMS.currency} (€). Salvo que se indique «precio final», no incluyen el IVA ni otros impuestos aplicables, que se añaden en la factura.`,
            `El plazo de pago es de ${LEGAL_TERMS.paymentDays} días desde la fecha de la factura, por transferencia bancaria o domiciliación.`,
            'Los retrasos en el pago devengan los intereses de demora previstos en la Ley 3/2004, de medidas de lucha contra la morosidad en las operaciones comerciales, y pueden dar lugar a la suspensión del servicio tras aviso previo.',
            KIT_DIGITAL_PAYMENT_TERM,
          ],
        },
      ],
    },
    {
      id: 'garantia',
      heading: 'Garantía y soporte',
      blocks: [
        { type: 'p', text: `Corregimos sin coste los errores de los trabajos entregados que se deban a nosotros y se comuniquen en el periodo de garantía indicado en el presupuesto. El soporte se presta en nuestro horario de atención (${c.hours.label}) por teléfono, correo electrónico o WhatsApp.` },
      ],
    },
    {
      id: 'datos',
      heading: 'Protección de datos y cookies',
      blocks: [{ type: 'p', text: 'El tratamiento de tus datos personales se explica en la [política de privacidad](/privacidad) y el uso de cookies en la [política de cookies](/cookies).' }],
    },
    {
      id: 'ley',
      heading: 'Legislación aplicable y jurisdicción',
      blocks: [
        { type: 'p', text: `Estas condiciones se rigen por la legislación española. Para cualquier controversia, las partes se someten a los juzgados y tribunales de ${c.address.city}, salvo que seas consumidor, en cuyo caso serán competentes los de tu domicilio.` },
      ],
    },
  ],
};
