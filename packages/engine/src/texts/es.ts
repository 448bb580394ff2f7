/** Textos en español (tuteo). */
import type { en } from './en.ts';

export const es: Record<keyof typeof en, string> = {
  factor_baseline: 'Punto de partida',
  factor_concern_fine_lines: 'Indicaste las líneas finas y arrugas como preocupación',
  factor_concern_loss_of_firmness: 'Indicaste la pérdida de firmeza como preocupación',
  factor_concern_dark_spots: 'Indicaste las manchas o la pigmentación irregular como preocupación',
  factor_concern_dryness: 'Indicaste la sequedad como preocupación',
  factor_concern_dullness: 'Indicaste la falta de luminosidad como preocupación',
  factor_concern_enlarged_pores: 'Indicaste los poros dilatados como preocupación',
  factor_concern_redness: 'Indicaste el enrojecimiento o la sensibilidad como preocupación',
  factor_concern_acne: 'Indicaste el acné o las imperfecciones como preocupación',
  factor_age: 'Tu edad',
  factor_sun_exposure: 'El tiempo que pasas al sol',
  factor_sun_unprotected: 'Sol sin protector solar diario',
  factor_sunscreen_daily: 'Protector solar todos los días',
  factor_skin_type: 'Tu tipo de piel',
  factor_water_intake: 'Cuánta agua bebes',
  factor_smoking: 'Tabaco',
  factor_alcohol: 'Alcohol',
  factor_sleep: 'Sueño',
  factor_stress: 'Estrés',
  factor_diet: 'Alimentación',
  factor_routine: 'Tu rutina de cuidado actual',
  factor_family_history: 'Enfermedades de la piel en tu familia',
  factor_photo: 'Medido en tu foto ({score}/100)',

  area_hydration: 'hidratación',
  area_fine_lines: 'líneas finas',
  area_pores: 'poros',
  area_pigmentation: 'pigmentación',
  area_redness: 'enrojecimiento',
  area_skin_barrier_strength: 'barrera cutánea',

  advice_estimated_from_answers:
    'Estimado a partir de tus respuestas, porque una foto no puede medirlo de forma fiable.',
  advice_hydration_good:
    'Tu piel parece bien hidratada. Sigue bebiendo lo suficiente e hidrátala por la mañana y por la noche.',
  advice_hydration_moderate:
    'Tu piel podría retener más agua. Ayuda un sérum de ácido hialurónico sobre la piel húmeda, sellado con una crema adecuada para tu tipo de piel.',
  advice_hydration_low:
    'Tu piel probablemente está deshidratada. Hidrátala dos veces al día, añade un sérum hidratante, bebe más agua y evita las duchas muy calientes y los limpiadores agresivos.',
  advice_fine_lines_good: 'Pocas señales de líneas finas. El protector solar diario es lo que lo mantiene así.',
  advice_fine_lines_moderate:
    'Es probable que tengas algunas líneas finas. El protector solar diario y un activo de noche introducido poco a poco (un retinoide, o péptidos para la piel sensible) las suavizan con el tiempo.',
  advice_fine_lines_low:
    'Las líneas finas son un tema principal para ti. Protector solar todos los días, un retinoide por la noche introducido poco a poco (péptidos si tu piel es sensible) y dormir lo suficiente marcan la mayor diferencia.',
  advice_pores_good: 'Tus poros se ven limpios. Una limpieza suave por la mañana y por la noche los mantiene así.',
  advice_pores_moderate:
    'Tus poros se notan un poco. La niacinamida y una exfoliación semanal con ácido salicílico (BHA) ayudan a mantenerlos limpios.',
  advice_pores_low:
    'Es probable que tengas poros obstruidos o imperfecciones. Limpia tu piel dos veces al día, usa niacinamida, exfolia una o dos veces por semana e intenta no apretarte los granos: deja marcas.',
  advice_pigmentation_good: 'Tu tono se ve uniforme. El protector solar diario evita que aparezcan manchas nuevas.',
  advice_pigmentation_moderate:
    'Algo de tono irregular o manchas. La vitamina C por la mañana y SPF 50 todos los días ayudan a atenuarlas y a prevenir nuevas.',
  advice_pigmentation_low:
    'Las manchas o el tono irregular destacan. Lo primero es SPF 50 todos los días; la vitamina C, el ácido azelaico o un retinoide atenúan las manchas en unos meses. Haz que un dermatólogo revise cualquier mancha que cambie de forma, tamaño o color.',
  advice_redness_good: 'Poco enrojecimiento: tu piel parece tranquila.',
  advice_redness_moderate:
    'Algo de enrojecimiento o sensibilidad. Ayudan la niacinamida, los productos sin perfume y evitar desencadenantes (calor, alcohol, estrés).',
  advice_redness_low:
    'Tu piel probablemente es reactiva. Mantén una rutina corta y sin perfume, usa ingredientes calmantes como la niacinamida o el ácido azelaico e introduce los productos nuevos de uno en uno.',
  advice_skin_barrier_strength_good: 'Tu barrera cutánea parece resistente. Mantén una rutina suave y seguirá así.',
  advice_skin_barrier_strength_moderate:
    'Tu barrera cutánea necesita apoyo: una crema con ceramidas, una limpieza suave, dormir lo suficiente y menos estrés.',
  advice_skin_barrier_strength_low:
    'Tu barrera cutánea probablemente está debilitada. Modera los activos fuertes, usa una crema rica en ceramidas, limpia con suavidad y agua tibia y dale a tu piel unas semanas para recuperarse.',

  overview_score:
    'Tu puntuación de piel es {score} de 100 (tu objetivo: {target}). Tu punto fuerte: {best}. Donde más puedes mejorar: {worst}.',
  overview_even:
    'Tu puntuación de piel es {score} de 100 (tu objetivo: {target}). Las seis áreas están a un nivel parecido.',
  overview_with_photo:
    'El enrojecimiento, la pigmentación, los poros y las líneas finas incluyen mediciones de tu foto; la hidratación y la barrera cutánea se estiman a partir de tus respuestas.',
  overview_with_photo_colour:
    'El enrojecimiento y la pigmentación incluyen mediciones de tu foto. Para medir los poros y las líneas finas hace falta una foto más cercana y con buena luz; por eso, como la hidratación y la barrera cutánea, se estiman a partir de tus respuestas.',
  overview_with_photo_some:
    'Algunas áreas incluyen mediciones de tu foto; las demás, y siempre la hidratación y la barrera cutánea, se estiman a partir de tus respuestas.',
  overview_without_photo:
    'Este resultado se basa en tus respuestas. Con una foto también podemos medir el enrojecimiento, la pigmentación, los poros y las líneas finas.',
  overview_disclaimer: 'Esto es información, no un diagnóstico médico.',

  // Not enough information (docs/decisions/027).
  overview_unknown:
    'Todavía no hay información suficiente para una puntuación de piel global. Responde el cuestionario completo o añade una foto nítida, y tus áreas recibirán una puntuación.',
  overview_some_unknown:
    'Todavía no hay información suficiente para {areas}: más abajo verás qué lo cambiaría. No cuentan en tu puntuación.',
  overview_even_known:
    'Tu puntuación de piel es {score} de 100 (tu objetivo: {target}). Las áreas que pudimos evaluar están a un nivel parecido.',
  overview_photo_measured: 'Medido en tu foto: {areas}.',
  advice_unknown_hydration:
    'Todavía no hay información suficiente para una puntuación. Responde las preguntas sobre tus preocupaciones de piel, tu tipo de piel, cuánta agua bebes y tu rutina de cuidado.',
  advice_unknown_fine_lines:
    'Todavía no hay información suficiente para una puntuación. Responde las preguntas sobre tu edad, tus preocupaciones de piel, el sol y tu protector solar.',
  advice_unknown_pores:
    'Todavía no hay información suficiente para una puntuación. Responde las preguntas sobre tu tipo de piel y tus preocupaciones de piel (como poros dilatados o acné).',
  advice_unknown_pigmentation:
    'Todavía no hay información suficiente para una puntuación. Responde las preguntas sobre tus preocupaciones de piel, el sol y tu protector solar.',
  advice_unknown_redness:
    'Todavía no hay información suficiente para una puntuación. Responde las preguntas sobre tus preocupaciones de piel, tu tipo de piel, el alcohol y el estrés.',
  advice_unknown_skin_barrier_strength:
    'Todavía no hay información suficiente para una puntuación. Responde las preguntas sobre tu tipo de piel, el sueño, el estrés y el tabaco.',
  advice_unknown_add_photo: 'O añade una foto de tu cara con buena luz: podemos medirlo en ella.',
  advice_unknown_closer_photo:
    'O añade una foto más cercana y nítida, con buena luz: esta no mostraba suficiente detalle para medirlo.',
  advice_unknown_clearer_photo:
    'O añade una foto más clara, con luz de día uniforme: esta era demasiado incierta para medirlo.',

  step_cleanser_morning_gentle:
    'Aclara tu cara con agua tibia o con una crema limpiadora suave y sin perfume, y sécala a toquecitos en lugar de frotar.',
  step_cleanser_morning_gel:
    'Lava tu cara durante unos 30 segundos con un gel limpiador suave y agua tibia, y sécala a toquecitos.',
  step_cleanser_morning_normal:
    'Lava tu cara con un limpiador suave de pH equilibrado y agua tibia, y sécala a toquecitos.',
  step_cleanser_evening:
    'Limpia bien tu cara para quitar el protector solar y el día. Si llevaste maquillaje o protector resistente al agua, empieza con un aceite o bálsamo limpiador y después usa tu limpiador habitual.',
  step_toner_hydrating: 'Aplica un tónico hidratante sin alcohol presionándolo sobre la piel con las manos.',
  step_serum_vitamin_c:
    'Aplica 3-4 gotas de sérum de vitamina C sobre la piel seca. Unifica el tono y refuerza la protección de tu protector solar. No lo combines con ácidos exfoliantes.',
  step_serum_vitamin_c_gentle:
    'Al principio, aplica una mañana sí y otra no un sérum suave de vitamina C (ascorbil glucósido). Unifica el tono sin el picor de la vitamina C pura. No lo combines con ácidos exfoliantes.',
  step_serum_niacinamide:
    'Aplica unas gotas de sérum de niacinamida (4-5 %). Calma el enrojecimiento, equilibra el sebo y afina el aspecto de los poros.',
  step_serum_hyaluronic:
    'Aplica un sérum de ácido hialurónico sobre la piel ligeramente húmeda y séllalo con tu crema hidratante.',
  step_eye_cream_dark_circles:
    'Aplica a toquecitos un poco de contorno de ojos con cafeína a lo largo del hueso alrededor de los ojos, con el dedo anular.',
  step_eye_cream_fine_lines:
    'Aplica a toquecitos una cantidad del tamaño de un guisante de contorno de ojos con péptidos, con el dedo anular.',
  step_moisturizer_sensitive:
    'Usa una crema hidratante sin perfume con ceramidas y pantenol para calmar y reforzar tu barrera cutánea.',
  step_moisturizer_gel: 'Usa un gel hidratante ligero y sin aceite: hidrata sin obstruir los poros.',
  step_moisturizer_rich: 'Usa una crema rica con ceramidas que repone los lípidos de tu piel y retiene la hidratación.',
  step_moisturizer_normal: 'Usa una loción ligera con glicerina y ceramidas.',
  step_sunscreen:
    'Termina cada mañana con un protector solar de amplio espectro SPF {spf}, también cuando está nublado: unas dos longitudes de dedo para la cara y el cuello. Vuelve a aplicarlo cada 2 horas cuando estés al aire libre.',
  step_sunscreen_mineral:
    'Termina cada mañana con un protector solar mineral (óxido de zinc) SPF {spf}, también cuando está nublado: es el más suave para la piel sensible. Usa unas dos longitudes de dedo para la cara y el cuello y vuelve a aplicarlo cada 2 horas al aire libre.',
  step_treatment_retinoid:
    'Aplica una cantidad del tamaño de un guisante de retinol sobre la piel seca, 2-3 noches por semana al principio; tras 4 semanas sin irritación, pasa a noches alternas. No lo uses la noche en que te exfolies. Es normal algo de sequedad al principio. No uses retinoides durante el embarazo.',
  step_treatment_azelaic:
    'Aplica una capa fina de ácido azelaico (10 %) en noches alternas, y cada noche cuando tu piel se haya acostumbrado. Calma el enrojecimiento y las imperfecciones y unifica el tono.',
  step_treatment_azelaic_sensitive:
    'Aplica una capa fina de ácido azelaico (10 %) en noches alternas, y cada noche cuando tu piel se haya acostumbrado. Calma el enrojecimiento y las imperfecciones, unifica el tono y es más suave que un retinoide, que dejamos de lado mientras tu piel esté sensible.',
  step_exfoliant_pha:
    'Una noche por semana, después de limpiar, usa un exfoliante suave con PHA (gluconolactona). Deja de usarlo si pica o arde.',
  step_exfoliant_bha:
    'Por la noche, después de limpiar, usa un exfoliante con ácido salicílico (BHA) para desobstruir los poros.',
  step_exfoliant_aha:
    'Por la noche, después de limpiar, usa un exfoliante con ácido láctico (AHA) para alisar la piel y darle luminosidad.',
  step_exfoliant_skip_retinoid: 'Nunca la misma noche que tu retinol: esa noche sáltate el retinol.',
  step_exfoliant_skip_azelaic: 'Nunca la misma noche que tu ácido azelaico: esa noche sáltate el ácido azelaico.',
  step_clay_mask:
    'Aplica una mascarilla de arcilla (caolín o bentonita) en tu zona T durante unos 10 minutos, retírala antes de que se seque del todo y después hidrata.',
  frequency_once_a_week: 'una vez por semana',
  frequency_once_or_twice_a_week: 'una o dos veces por semana',

  nudge_routine_start:
    '¿Aún no tienes rutina? Empieza por lo esencial: limpiador, crema hidratante y protector solar. Añade los demás pasos de uno en uno, con una o dos semanas de diferencia.',
  nudge_sun_protect:
    'La luz UV causa la mayor parte del envejecimiento visible y de las manchas. Convierte el protector solar en un hábito diario, como lavarte los dientes, también en días nublados.',
  nudge_sun_reapply:
    'Pasas mucho tiempo al sol: vuelve a aplicar el protector cada 2 horas al aire libre y añade sombrero y gafas de sol hacia el mediodía.',
  nudge_sun_keep: 'Sigue con tu protector solar: proteger tu piel de la luz UV es lo mejor que puedes hacer por ella.',
  nudge_sleep:
    'Intenta dormir 7-8 horas. Tu piel se repara por la noche, y las noches cortas se notan en un tono apagado y enrojecimiento.',
  nudge_water:
    'Bebe agua con regularidad a lo largo del día, unos 1,5-2 litros, y más cuando hace calor o haces deporte.',
  nudge_smoking:
    'Fumar estrecha los pequeños vasos sanguíneos de la piel y destruye el colágeno. Reducirlo ayuda a tu piel en pocas semanas; tu médico o una línea de ayuda para dejar de fumar pueden acompañarte.',
  nudge_stress:
    'El estrés puede provocar brotes y enrojecimiento. Pausas cortas, ejercicio o unos minutos de respiración tranquila cada día también le sientan bien a tu piel.',
  nudge_screen_time:
    'Días largos frente a la pantalla: haz pausas regulares y deja las pantallas una hora antes de dormir para que tu sueño no se resienta.',
  nudge_alcohol:
    'El alcohol deshidrata la piel y empeora el enrojecimiento. Ayudan los días sin alcohol y un vaso de agua con cada copa.',
  nudge_diet:
    'Verduras, fruta, cereales integrales y grasas saludables como frutos secos, aceite de oliva y pescado nutren tu piel; reduce el azúcar y los alimentos muy procesados.',
  nudge_patch_test:
    'Prueba cada producto activo nuevo durante unos días en una pequeña zona de piel, por ejemplo en la línea de la mandíbula, antes de usarlo en toda la cara.',
  nudge_wait_between_steps:
    'Espera 2-3 minutos entre los pasos de tu rutina para que cada capa se asiente antes de la siguiente.',
  nudge_progress:
    'Los resultados visibles tardan 4-6 semanas. Un selfi a la semana, con la misma luz, te muestra cómo cambia tu piel.',

  photo_issue_unreadable_image:
    'No pudimos abrir tu foto, así que este resultado se basa en tus respuestas. Vuelve a intentarlo con un JPEG o PNG hecho con la cámara de tu móvil.',
  photo_issue_no_face:
    'No encontramos ninguna cara en tu foto, así que este resultado se basa en tus respuestas. Prueba con un primer plano de frente y con buena luz.',
  photo_issue_multiple_faces:
    'Encontramos más de una cara en tu foto, así que este resultado se basa en tus respuestas. Prueba con una foto en la que solo salgas tú.',
  photo_issue_face_too_small:
    'Tu cara se veía demasiado pequeña en la foto para medirla, así que este resultado se basa en tus respuestas. Acerca la cámara para que tu cara ocupe la mayor parte de la imagen.',
  photo_issue_face_cut_off:
    'Parte de tu cara quedó fuera de la foto, así que este resultado se basa en tus respuestas. Vuelve a intentarlo con toda la cara, de la frente a la barbilla, dentro de la imagen.',
  photo_issue_face_turned:
    'Tu cara estaba girada respecto a la cámara, así que este resultado se basa en tus respuestas. Vuelve a intentarlo mirando directamente a la cámara.',
  photo_issue_too_dark:
    'Tu foto estaba demasiado oscura para medirla, así que este resultado se basa en tus respuestas. Ponte frente a una ventana con luz de día o enciende más luz y vuelve a intentarlo.',
  photo_issue_too_bright:
    'Tu foto estaba demasiado clara para medirla, así que este resultado se basa en tus respuestas. Evita el sol directo y el flash; la luz suave de una ventana es la mejor.',
  photo_issue_uneven_light:
    'La luz en tu cara era desigual, así que este resultado se basa en tus respuestas. Ponte de frente a la fuente de luz para que los dos lados de tu cara queden igual de iluminados.',
  photo_issue_too_blurry:
    'Tu foto estaba demasiado borrosa para medirla, así que este resultado se basa en tus respuestas. Sujeta el móvil sin moverlo, toca tu cara en la pantalla para enfocar y vuelve a intentarlo con buena luz.',
  photo_issue_too_grainy:
    'Tu foto tenía demasiado grano para medirla (como ocurre con poca luz), así que este resultado se basa en tus respuestas. Ponte frente a una ventana con luz de día o enciende más luz y vuelve a intentarlo.',
  photo_issue_no_colour:
    'Tu foto no tiene colores naturales (blanco y negro o un filtro fuerte), así que este resultado se basa en tus respuestas. Prueba con una foto en color sin editar.',
  photo_issue_colour_cast:
    'La luz de tu foto tenía un color muy marcado (una lámpara cálida, una pantalla de color o un filtro), así que este resultado se basa en tus respuestas. Vuelve a intentarlo con luz natural junto a una ventana y sin filtros.',
  photo_issue_too_compressed:
    'Tu foto estaba demasiado comprimida para medirla (como ocurre al enviarla por una aplicación de mensajería), así que este resultado se basa en tus respuestas. Sube la foto original de tu cámara.',
  photo_issue_filtered:
    'Tu piel parece suavizada por un filtro de belleza o un retoque, así que este resultado se basa en tus respuestas. Vuelve a intentarlo con el modo belleza y los filtros desactivados.',
  photo_issue_other:
    'No pudimos usar tu foto, así que este resultado se basa en tus respuestas. Prueba con un primer plano de frente y con buena luz.',

  dermatologist_acne_family:
    'Tienes acné, hay enfermedades de la piel en tu familia y tu puntuación de «{area}» es baja. Un dermatólogo puede tratar el acné a tiempo y ayudar a prevenir cicatrices.',
  dermatologist_photo_redness:
    'Tu foto muestra un enrojecimiento intenso. El enrojecimiento persistente puede tener causas como la rosácea, que un dermatólogo puede reconocer y tratar.',
  dermatologist_low_area:
    'Tu puntuación de «{area}» es muy baja ({score}/100). Un dermatólogo puede examinar tu piel con detalle.',
  dermatologist_note: 'Es una sugerencia, no un diagnóstico.',

  skin_tone_very_light: 'Muy clara',
  skin_tone_light: 'Clara',
  skin_tone_intermediate: 'Intermedia',
  skin_tone_tan: 'Bronceada',
  skin_tone_brown: 'Morena',
  skin_tone_dark: 'Oscura',
  /** Bands a photo cannot tell apart, lightest first; {to} is written in lower case. */
  skin_tone_range: '{from} a {to}',

  skin_type_oily: 'piel grasa',
  skin_type_dry: 'piel seca',
  skin_type_combination: 'piel mixta',
  skin_type_normal: 'piel normal',
  skin_type_agrees: 'Tu foto coincide con lo que nos dijiste: {type}.',
  skin_type_follows_answer:
    'Nos dijiste que tienes {answered}; tu foto se parece más a {estimated}. Tu rutina sigue tu respuesta: cómo se siente tu piel durante todo el día dice más que una foto con una sola luz.',
  skin_type_follows_photo: 'Tu foto sugiere {estimated}, así que tu rutina usa texturas pensadas para ella.',
  skin_type_follows_photo_sensitive:
    'Nos dijiste que tu piel es sensible; tu foto sugiere {estimated}. Tu rutina usa texturas pensadas para ella, con los productos suaves que necesita la piel sensible.',
  skin_type_photo_decides:
    'Nos dijiste que tienes {answered}; tu foto se parece más a {estimated}. Tu rutina usa texturas para {estimated}: el brillo que tu foto muestra en la zona T y las mejillas decide la textura.',
  skin_type_photo_unsure:
    'Tu foto no era lo bastante clara para reconocer tu tipo de piel, así que tu rutina sigue tus respuestas.',
};
