import { company } from '@site/shared/content/company';

/** A camera window on a scene's drawing, in its own pixels; its height is the video's 16:9. */
export type Shot = { x: number; y: number; w: number };

/** The drawings a scene can film: the NavegaTime screens (tools/images/catalog.js) and the title cards. */
export type Canvas = 'navegatime-fichaje' | 'navegatime-panel' | 'navegatime-informes' | 'intro' | 'outro';

/**
 * One scene: the camera moves from `from` to `to` over the drawing, a title names the step
 * on screen and the caption says what the scene shows (the clips are silent).
 */
export type Scene = { canvas: Canvas; seconds: number; from: Shot; to: Shot; title?: string; caption: string };

/** A clip: the base name of its files under /video/ and its scenes, in order. */
export type Clip = { name: string; title: string; scenes: Scene[] };

/** The whole of a screen (800×500), trimmed top and bottom to 16:9. */
const SCREEN: Shot = { x: 0, y: 25, w: 800 };
/** The whole of a title card (1280×720), then a little closer. */
const CARD_FROM: Shot = { x: 0, y: 0, w: 1280 };
const CARD_TO: Shot = { x: 32, y: 18, w: 1216 };

const OUTRO_CAPTION = `NavegaTime, el control horario de ${company.name}.`;

export const CLIPS: Clip[] = [
  {
    name: 'navegatime-fichaje',
    title: 'Cómo fichar desde el móvil',
    scenes: [
      { canvas: 'intro', seconds: 3, from: CARD_FROM, to: CARD_TO, caption: 'NavegaTime: cómo fichar desde el móvil.' },
      {
        canvas: 'navegatime-fichaje',
        seconds: 4,
        from: SCREEN,
        to: { x: 40, y: 50, w: 700 },
        title: 'Tu jornada, en el móvil',
        caption: 'La pantalla de fichaje muestra la jornada de hoy: 6 horas y 42 minutos trabajadas.',
      },
      {
        canvas: 'navegatime-fichaje',
        seconds: 4.5,
        from: { x: 390, y: 60, w: 420 },
        to: { x: 430, y: 236, w: 360 },
        title: 'Ficha en un toque',
        caption: 'Un toque en Pausa o en Salida registra la hora exacta del fichaje.',
      },
      {
        canvas: 'navegatime-panel',
        seconds: 4.5,
        from: SCREEN,
        to: { x: 230, y: 14, w: 560 },
        title: 'Tu responsable lo ve al momento',
        caption: 'El fichaje llega al panel del responsable, con la ubicación si la empresa la activa.',
      },
      { canvas: 'outro', seconds: 3, from: CARD_FROM, to: CARD_TO, caption: OUTRO_CAPTION },
    ],
  },
  {
    name: 'navegatime-panel',
    title: 'Panel del responsable e informes',
    scenes: [
      { canvas: 'intro', seconds: 3, from: CARD_FROM, to: CARD_TO, caption: 'NavegaTime: el panel del responsable y los informes.' },
      {
        canvas: 'navegatime-panel',
        seconds: 4,
        from: SCREEN,
        to: { x: 230, y: 14, w: 560 },
        title: 'Quién está trabajando ahora',
        caption: 'El panel muestra en tiempo real quién está trabajando y las horas del equipo.',
      },
      {
        canvas: 'navegatime-panel',
        seconds: 4,
        from: { x: 260, y: 180, w: 470 },
        to: { x: 276, y: 216, w: 430 },
        title: 'Las horas de la semana',
        caption: 'El gráfico resume las horas fichadas cada día, de lunes a domingo.',
      },
      {
        canvas: 'navegatime-informes',
        seconds: 4,
        from: SCREEN,
        to: { x: 250, y: 210, w: 470 },
        title: 'El informe mensual',
        caption: 'El informe mensual reúne las horas de cada trabajador, listo para revisar.',
      },
      {
        canvas: 'navegatime-informes',
        seconds: 3.5,
        from: { x: 270, y: 0, w: 520 },
        to: { x: 440, y: 20, w: 340 },
        title: 'Exporta en PDF o Excel',
        caption: 'Un botón exporta el registro en PDF o Excel para la gestoría o la Inspección de Trabajo.',
      },
      { canvas: 'outro', seconds: 3, from: CARD_FROM, to: CARD_TO, caption: OUTRO_CAPTION },
    ],
  },
];
