import type { TelephonyBusiness } from '../schemas/telephony-business';
import { MAX_ADDITIONAL_LINES } from '../schemas/lead-rules';
import { additionalLines } from './additional-lines';
import { telephonyFacts } from './telephony';
import { formatEuros } from './telephony-offer-details';

const { coverage, replyWithin, vat } = telephonyFacts;
// Figures this page quotes from the other telephony records, so they can never disagree.
const cheapestBusinessLine = formatEuros(Math.min(...additionalLines.map((l) => l.prices.empresa)), ' ');
const lineSizes = additionalLines.map((l) => l.lineType.replace(/(\d+)GB/, '$1 GB'));
const lineSizeList = `${lineSizes.slice(0, -1).join(', ')} o ${lineSizes.at(-1)}`;

/**
 * Copy of /telefonia-empresarial: business telephony sold and managed by the company as an O2
 * distributor. Parsed by `telephonyBusinessSchema` in the test beside.
 */
export const telephonyBusiness = {
  hero: {
    eyebrow: telephonyFacts.distributor,
    title: 'Telefonía empresarial que trabaja para tu negocio',
    intro:
      'Centralita virtual, líneas fijas y móviles y fibra para tu oficina en un único contrato, con la red de O2 y un equipo en Elche que lo configura, lo gestiona y te atiende por tu nombre.',
  },
  services: {
    eyebrow: 'Qué incluye',
    title: 'Todo lo que necesita tu empresa para comunicarse',
    intro: 'Elige solo lo que usas hoy y amplía cuando crezcas: sin obras, sin equipos caros y sin cambiar de número.',
    items: [
      {
        icon: 'phone-call',
        title: 'Centralita virtual',
        description:
          'Tu centralita en la nube: atiende las llamadas desde el móvil, el ordenador o un teléfono IP, estés en la oficina o teletrabajando.',
        features: ['Locución de bienvenida y menú de opciones', 'Desvíos por horario y grupos de salto', 'Buzón de voz por correo electrónico', 'Extensiones y transferencias entre sedes'],
      },
      {
        icon: 'phone',
        title: 'Líneas fijas',
        description:
          'Conserva tu número de siempre o estrena uno de tu provincia, con llamadas ilimitadas a fijos y móviles nacionales.',
        features: ['Portabilidad sin cortes de servicio', 'Números geográficos y 900', 'Llamadas ilimitadas nacionales'],
      },
      {
        icon: 'smartphone',
        title: 'Líneas móviles',
        description:
          `Tarifas con datos de sobra en 5G para cada empleado y líneas adicionales desde ${cheapestBusinessLine} al mes ${vat.empresa.note}, integradas con la centralita.`,
        features: ['Datos compartidos o por línea', 'Roaming en la Unión Europea', `Hasta ${MAX_ADDITIONAL_LINES} líneas adicionales por contrato`],
      },
      {
        icon: 'router',
        title: 'Fibra para oficinas',
        description:
          'Fibra óptica simétrica de hasta 1 Gb con router Wi-Fi 6 e IP fija opcional para servidores, VPN y cámaras de seguridad.',
        features: ['Velocidad simétrica de subida y bajada', 'IP fija opcional', 'Instalación por técnicos certificados'],
      },
    ],
  },
  partnership: {
    eyebrow: 'Alianza con O2',
    title: 'La red de O2, con la atención de tu proveedor de confianza',
    paragraphs: [
      'Somos distribuidores de O2 para empresas y autónomos. Tu empresa disfruta de la cobertura y las tarifas de O2 y, al mismo tiempo, de un interlocutor propio que conoce tu negocio y tu instalación.',
      'Estudiamos tus facturas actuales, te proponemos la combinación de fibra, fijo y móvil que de verdad necesitas y nos encargamos de la portabilidad, la instalación y cualquier incidencia posterior.',
    ],
    highlights: [
      { value: coverage, label: 'de cobertura de la red' },
      { value: replyWithin, label: 'para responder a tu solicitud' },
      { value: '1', label: 'interlocutor para todo' },
    ],
  },
  benefits: {
    eyebrow: 'Ventajas',
    title: 'Por qué gestionar tu telefonía con nosotros',
    items: [
      { icon: 'wallet', title: 'Ahorro desde el primer mes', description: 'Revisamos lo que pagas y ajustamos la tarifa a tu consumo real, sin líneas ni servicios que no usas.' },
      { icon: 'headset', title: 'Soporte cercano', description: 'Un equipo que te atiende en horario de oficina y gestiona las incidencias con el operador por ti.' },
      { icon: 'gauge', title: 'Red rápida y estable', description: 'Fibra simétrica y 5G sobre la red de O2 para videollamadas, nube y trabajo remoto sin cortes.' },
      { icon: 'users', title: 'Crece con tu equipo', description: 'Añade extensiones, líneas y sedes en cuestión de días, sin permanencias abusivas ni obras.' },
      { icon: 'shield-check', title: 'Comunicaciones seguras', description: 'Configuramos la centralita y el router con buenas prácticas de seguridad y copias de la configuración.' },
      { icon: 'wrench', title: 'Instalación llave en mano', description: 'Portabilidad, instalación y puesta en marcha coordinadas por nosotros para que no pierdas ni una llamada.' },
    ],
  },
  process: {
    eyebrow: 'Cómo trabajamos',
    title: 'De tu factura actual a tu nueva telefonía en cuatro pasos',
    steps: [
      { step: 1, title: 'Análisis', description: 'Estudiamos tus facturas, tus líneas y cómo se comunica tu equipo con tus clientes.' },
      { step: 2, title: 'Propuesta', description: 'Te presentamos una oferta clara con la tarifa O2 adecuada y el ahorro estimado, sin compromiso.' },
      { step: 3, title: 'Instalación', description: 'Tramitamos la portabilidad, instalamos la fibra y configuramos la centralita sin interrumpir tu actividad.' },
      { step: 4, title: 'Acompañamiento', description: 'Seguimos a tu lado: cambios de tarifa, nuevas líneas e incidencias, con un único punto de contacto.' },
    ],
  },
  // Labelled like the FAQ of every service page.
  faqs: {
    eyebrow: 'Preguntas frecuentes',
    title: 'Lo que suelen preguntarnos',
    items: [
      {
        question: '¿Puedo mantener mis números actuales?',
        answer: 'Sí. Tramitamos la portabilidad de tus números fijos y móviles y coordinamos la fecha para que el cambio no corte tus llamadas.',
      },
      {
        question: '¿Necesito comprar una centralita física?',
        answer: 'No. La centralita virtual funciona en la nube y se usa desde móviles, ordenadores o teléfonos IP, así que no hay equipos que mantener.',
      },
      {
        question: '¿Los precios para empresas incluyen IVA?',
        answer: `Las tarifas para empresas se muestran ${vat.empresa.note}, como es habitual entre profesionales; las tarifas para particulares muestran el ${vat.personal.note}.`,
      },
      {
        question: '¿Cuántas líneas adicionales puedo añadir?',
        answer: `Hasta ${MAX_ADDITIONAL_LINES} líneas adicionales por solicitud, de ${lineSizeList}. Si necesitas más, te preparamos una oferta a medida.`,
      },
    ],
  },
  cta: {
    title: '¿Hablamos de la telefonía de tu empresa?',
    text: 'Compara las tarifas O2 para empresas o cuéntanos qué necesitas: la primera consulta es gratuita.',
    primary: { label: 'Ver tarifas', to: '/telefonia' },
    secondary: { label: 'Consulta Gratuita', to: '/contacto' },
  },
} satisfies TelephonyBusiness;
