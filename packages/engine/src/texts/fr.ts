/** Textes français (tutoiement). */
import type { en } from './en.ts';

export const fr: Record<keyof typeof en, string> = {
  factor_baseline: 'Point de départ',
  factor_concern_fine_lines: 'Tu as indiqué les ridules et les rides comme préoccupation',
  factor_concern_loss_of_firmness: 'Tu as indiqué la perte de fermeté comme préoccupation',
  factor_concern_dark_spots: 'Tu as indiqué les taches ou une pigmentation irrégulière comme préoccupation',
  factor_concern_dryness: 'Tu as indiqué la sécheresse comme préoccupation',
  factor_concern_dullness: 'Tu as indiqué le teint terne comme préoccupation',
  factor_concern_enlarged_pores: 'Tu as indiqué les pores dilatés comme préoccupation',
  factor_concern_redness: 'Tu as indiqué les rougeurs ou la sensibilité comme préoccupation',
  factor_concern_acne: "Tu as indiqué l'acné ou les imperfections comme préoccupation",
  factor_age: 'Ton âge',
  factor_sun_exposure: 'Le temps que tu passes au soleil',
  factor_sun_unprotected: 'Soleil sans protection solaire quotidienne',
  factor_sunscreen_daily: 'Protection solaire tous les jours',
  factor_skin_type: 'Ton type de peau',
  factor_water_intake: "La quantité d'eau que tu bois",
  factor_smoking: 'Tabac',
  factor_alcohol: 'Alcool',
  factor_sleep: 'Sommeil',
  factor_stress: 'Stress',
  factor_diet: 'Alimentation',
  factor_routine: 'Ta routine de soin actuelle',
  factor_family_history: 'Maladies de peau dans ta famille',
  factor_photo: 'Mesuré sur ta photo ({score}/100)',

  area_hydration: 'hydratation',
  area_fine_lines: 'ridules',
  area_pores: 'pores',
  area_pigmentation: 'pigmentation',
  area_redness: 'rougeurs',
  area_skin_barrier_strength: 'barrière cutanée',

  advice_estimated_from_answers:
    'Estimé à partir de tes réponses, car une photo ne permet pas de le mesurer de façon fiable.',
  advice_hydration_good: 'Ta peau semble bien hydratée. Continue à boire suffisamment et hydrate-la matin et soir.',
  advice_hydration_moderate:
    "Ta peau pourrait retenir plus d'eau. Un sérum à l'acide hyaluronique sur peau humide, scellé par une crème adaptée à ton type de peau, aide.",
  advice_hydration_low:
    "Ta peau est probablement déshydratée. Hydrate-la deux fois par jour, ajoute un sérum hydratant, bois plus d'eau et évite les douches brûlantes et les nettoyants agressifs.",
  advice_fine_lines_good: 'Peu de signes de ridules. Une protection solaire quotidienne permet de garder cet avantage.',
  advice_fine_lines_moderate:
    'Quelques ridules sont probables. Une protection solaire quotidienne et un actif du soir introduit progressivement (un rétinoïde, ou des peptides pour les peaux sensibles) les lissent avec le temps.',
  advice_fine_lines_low:
    'Les ridules sont un point important pour toi. Une protection solaire tous les jours, un rétinoïde le soir introduit progressivement (des peptides si ta peau est sensible) et assez de sommeil font la plus grande différence.',
  advice_pores_good: 'Tes pores semblent nets. Un nettoyage doux matin et soir les garde ainsi.',
  advice_pores_moderate:
    "Tes pores sont un peu visibles. La niacinamide et une exfoliation hebdomadaire à l'acide salicylique (BHA) les aident à rester nets.",
  advice_pores_low:
    'Des pores obstrués ou des imperfections sont probables. Nettoie ta peau deux fois par jour, utilise de la niacinamide, exfolie une à deux fois par semaine et évite de percer les boutons : cela laisse des marques.',
  advice_pigmentation_good:
    'Ton teint semble uniforme. Une protection solaire quotidienne empêche de nouvelles taches.',
  advice_pigmentation_moderate:
    'Un teint un peu irrégulier ou quelques taches. La vitamine C le matin et un SPF 50 chaque jour aident à les estomper et à en prévenir de nouvelles.',
  advice_pigmentation_low:
    "Les taches ou un teint irrégulier ressortent. Un SPF 50 chaque jour passe avant tout ; la vitamine C, l'acide azélaïque ou un rétinoïde estompent les taches en quelques mois. Fais examiner par un dermatologue toute tache qui change de forme, de taille ou de couleur.",
  advice_redness_good: 'Peu de rougeurs : ta peau semble calme.',
  advice_redness_moderate:
    'Quelques rougeurs ou une certaine sensibilité. La niacinamide, des produits sans parfum et moins de déclencheurs (chaleur, alcool, stress) aident.',
  advice_redness_low:
    "Ta peau est probablement réactive. Garde une routine courte et sans parfum, utilise des actifs apaisants comme la niacinamide ou l'acide azélaïque, et introduis les nouveaux produits un par un.",
  advice_skin_barrier_strength_good: 'Ta barrière cutanée semble résistante. Garde une routine douce pour que ça dure.',
  advice_skin_barrier_strength_moderate:
    'Ta barrière cutanée a besoin de soutien : une crème aux céramides, un nettoyage doux, assez de sommeil et moins de stress.',
  advice_skin_barrier_strength_low:
    "Ta barrière cutanée est probablement fragilisée. Mets la pédale douce sur les actifs forts, utilise une crème riche en céramides, nettoie en douceur à l'eau tiède et laisse à ta peau quelques semaines pour récupérer.",

  overview_score:
    'Ton score de peau est de {score} sur 100 (ton objectif : {target}). Ton point fort : {best}. Le plus de marge de progression : {worst}.',
  overview_even:
    'Ton score de peau est de {score} sur 100 (ton objectif : {target}). Les six domaines sont à un niveau similaire.',
  overview_with_photo:
    "Les rougeurs, la pigmentation, les pores et les ridules incluent des mesures faites sur ta photo ; l'hydratation et la barrière cutanée sont estimées à partir de tes réponses.",
  overview_with_photo_colour:
    "Les rougeurs et la pigmentation incluent des mesures faites sur ta photo. Pour mesurer les pores et les ridules, il faut une photo plus rapprochée et bien éclairée : comme l'hydratation et la barrière cutanée, ils sont donc estimés à partir de tes réponses.",
  overview_with_photo_some:
    "Certaines zones incluent des mesures faites sur ta photo ; les autres, et toujours l'hydratation et la barrière cutanée, sont estimées à partir de tes réponses.",
  overview_without_photo:
    'Ce résultat repose sur tes réponses. Avec une photo, nous pouvons aussi mesurer les rougeurs, la pigmentation, les pores et les ridules.',
  overview_disclaimer: "Il s'agit d'une information, pas d'un diagnostic médical.",

  // Not enough information (docs/decisions/027).
  overview_unknown:
    'Il manque encore des informations pour un score de peau global. Réponds à tout le questionnaire ou ajoute une photo nette, et tes domaines seront évalués.',
  overview_some_unknown:
    'Il manque encore des informations pour {areas} : tu trouveras plus bas ce qui peut y remédier. Ces domaines ne comptent pas dans ton score.',
  overview_even_known:
    'Ton score de peau est de {score} sur 100 (ton objectif : {target}). Les domaines que nous avons pu évaluer sont à un niveau similaire.',
  overview_photo_measured: 'Mesuré sur ta photo : {areas}.',
  advice_unknown_hydration:
    "Pas encore assez d'informations pour un score. Réponds aux questions sur tes préoccupations de peau, ton type de peau, ce que tu bois et ta routine de soins.",
  advice_unknown_fine_lines:
    "Pas encore assez d'informations pour un score. Réponds aux questions sur ton âge, tes préoccupations de peau, le soleil et ta protection solaire.",
  advice_unknown_pores:
    "Pas encore assez d'informations pour un score. Réponds aux questions sur ton type de peau et tes préoccupations de peau (pores dilatés ou acné, par exemple).",
  advice_unknown_pigmentation:
    "Pas encore assez d'informations pour un score. Réponds aux questions sur tes préoccupations de peau, le soleil et ta protection solaire.",
  advice_unknown_redness:
    "Pas encore assez d'informations pour un score. Réponds aux questions sur tes préoccupations de peau, ton type de peau, l'alcool et le stress.",
  advice_unknown_skin_barrier_strength:
    "Pas encore assez d'informations pour un score. Réponds aux questions sur ton type de peau, ton sommeil, ton stress et le tabac.",
  advice_unknown_add_photo:
    'Ou ajoute une photo de ton visage sous une bonne lumière : nous pourrons le mesurer dessus.',
  advice_unknown_closer_photo:
    'Ou ajoute une photo plus rapprochée et plus nette, sous une bonne lumière : celle-ci ne montrait pas assez de détails pour le mesurer.',
  advice_unknown_clearer_photo:
    'Ou ajoute une photo plus nette, à la lumière du jour et bien uniforme : celle-ci était trop incertaine pour le mesurer.',

  step_cleanser_morning_gentle:
    "Rince ton visage à l'eau tiède ou avec un lait nettoyant doux sans parfum, puis sèche ta peau en tamponnant, sans frotter.",
  step_cleanser_morning_gel:
    "Lave ton visage pendant environ 30 secondes avec un gel nettoyant doux et de l'eau tiède, puis sèche en tamponnant.",
  step_cleanser_morning_normal:
    "Lave ton visage avec un nettoyant doux au pH équilibré et de l'eau tiède, puis sèche en tamponnant.",
  step_cleanser_evening:
    "Nettoie soigneusement ton visage pour enlever la protection solaire et la journée. Si tu as porté du maquillage ou une protection solaire résistante à l'eau, commence par une huile ou un baume démaquillant, puis ton nettoyant habituel.",
  step_toner_hydrating:
    'Fais pénétrer une lotion tonique hydratante sans alcool avec les mains, en pressant doucement.',
  step_serum_vitamin_c:
    'Applique 3-4 gouttes de sérum à la vitamine C sur peau sèche. Il unifie le teint et renforce la protection de ton écran solaire. Ne le superpose pas avec des acides exfoliants.',
  step_serum_vitamin_c_gentle:
    'Applique au début un matin sur deux un sérum doux à la vitamine C (ascorbyl glucoside). Il unifie le teint sans les picotements de la vitamine C pure. Ne le superpose pas avec des acides exfoliants.',
  step_serum_niacinamide:
    'Applique quelques gouttes de sérum à la niacinamide (4-5 %). Il apaise les rougeurs, régule le sébum et affine l’aspect des pores.',
  step_serum_hyaluronic:
    "Applique un sérum à l'acide hyaluronique sur peau légèrement humide, puis scelle-le avec ta crème hydratante.",
  step_eye_cream_dark_circles:
    "Tapote un peu de crème contour des yeux à la caféine le long de l'os autour des yeux, avec l'annulaire.",
  step_eye_cream_fine_lines:
    "Tapote l'équivalent d'un petit pois de crème contour des yeux aux peptides autour des yeux, avec l'annulaire.",
  step_moisturizer_sensitive:
    'Utilise une crème hydratante sans parfum aux céramides et au panthénol pour apaiser et soutenir ta barrière cutanée.',
  step_moisturizer_gel: 'Utilise un gel hydratant léger sans huile : il hydrate sans boucher les pores.',
  step_moisturizer_rich:
    'Utilise une crème riche aux céramides pour reconstituer les lipides de ta peau et retenir l’hydratation.',
  step_moisturizer_normal: 'Utilise une émulsion légère à la glycérine et aux céramides.',
  step_sunscreen:
    "Termine chaque matin par une protection solaire à large spectre SPF {spf}, même quand le ciel est couvert : environ deux longueurs de doigt pour le visage et le cou. Renouvelle l'application toutes les 2 heures à l'extérieur.",
  step_sunscreen_mineral:
    "Termine chaque matin par une protection solaire minérale (oxyde de zinc) SPF {spf}, même quand le ciel est couvert : c'est la plus douce pour les peaux sensibles. Utilise environ deux longueurs de doigt pour le visage et le cou et renouvelle toutes les 2 heures à l'extérieur.",
  step_treatment_retinoid:
    "Applique l'équivalent d'un petit pois de rétinol sur peau sèche, 2-3 soirs par semaine au début ; après 4 semaines sans irritation, passe à un soir sur deux. Saute-le le soir où tu exfolies. Un peu de sécheresse au début est normal. N'utilise pas de rétinoïdes pendant la grossesse.",
  step_treatment_azelaic:
    "Applique une fine couche d'acide azélaïque (10 %) un soir sur deux, puis tous les soirs quand ta peau s'y est habituée. Il apaise les rougeurs et les imperfections et unifie le teint.",
  step_treatment_azelaic_sensitive:
    "Applique une fine couche d'acide azélaïque (10 %) un soir sur deux, puis tous les soirs quand ta peau s'y est habituée. Il apaise les rougeurs et les imperfections, unifie le teint et est plus doux qu'un rétinoïde, que nous laissons de côté tant que ta peau est sensible.",
  step_exfoliant_pha:
    'Un soir par semaine, après le nettoyage, utilise un exfoliant doux aux PHA (gluconolactone). Arrête si ça pique ou brûle.',
  step_exfoliant_bha:
    "Le soir, après le nettoyage, utilise un exfoliant à l'acide salicylique (BHA) pour désobstruer les pores.",
  step_exfoliant_aha:
    "Le soir, après le nettoyage, utilise un exfoliant à l'acide lactique (AHA) pour lisser la peau et raviver le teint.",
  step_exfoliant_skip_retinoid: 'Jamais le même soir que ton rétinol : saute le rétinol ce soir-là.',
  step_exfoliant_skip_azelaic: "Jamais le même soir que ton acide azélaïque : saute l'acide azélaïque ce soir-là.",
  step_clay_mask:
    "Applique un masque à l'argile (kaolin ou bentonite) sur ta zone T pendant environ 10 minutes, rince-le avant qu'il ne sèche complètement, puis hydrate ta peau.",
  frequency_once_a_week: 'une fois par semaine',
  frequency_once_or_twice_a_week: 'une à deux fois par semaine',

  nudge_routine_start:
    "Pas encore de routine ? Commence par les trois essentiels : nettoyant, crème hydratante et protection solaire. Ajoute les autres étapes une par une, à une ou deux semaines d'intervalle.",
  nudge_sun_protect:
    "Les UV causent l'essentiel du vieillissement visible de la peau et des taches. Fais de la protection solaire une habitude quotidienne, comme le brossage des dents, même par temps couvert.",
  nudge_sun_reapply:
    "Tu passes beaucoup de temps au soleil : renouvelle ta protection toutes les 2 heures à l'extérieur et ajoute chapeau et lunettes de soleil vers midi.",
  nudge_sun_keep:
    'Garde ta protection solaire : protéger ta peau des UV est la meilleure chose que tu puisses faire pour elle.',
  nudge_sleep:
    'Vise 7-8 heures de sommeil. Ta peau se répare la nuit, et les nuits courtes se voient : teint terne et rougeurs.',
  nudge_water:
    "Bois de l'eau régulièrement dans la journée, environ 1,5-2 litres, et davantage quand il fait chaud ou que tu fais du sport.",
  nudge_smoking:
    "Le tabac resserre les petits vaisseaux de la peau et détruit le collagène. Réduire aide ta peau en quelques semaines ; ton médecin ou une ligne d'aide à l'arrêt peuvent t'accompagner.",
  nudge_stress:
    'Le stress peut déclencher des imperfections et des rougeurs. De courtes pauses, du sport ou quelques minutes de respiration calme chaque jour font aussi du bien à ta peau.',
  nudge_screen_time:
    "Longues journées d'écran : fais des pauses régulières et pose les écrans une heure avant de dormir, pour que ton sommeil n'en souffre pas.",
  nudge_alcohol:
    "L'alcool déshydrate la peau et accentue les rougeurs. Des jours sans alcool et un verre d'eau avec chaque boisson aident.",
  nudge_diet:
    "Légumes, fruits, céréales complètes et bonnes graisses comme les noix, l'huile d'olive et le poisson nourrissent ta peau ; réduis le sucre et les produits très transformés.",
  nudge_patch_test:
    "Teste chaque nouveau produit actif quelques jours sur une petite zone de peau, par exemple le long de la mâchoire, avant de l'appliquer sur tout le visage.",
  nudge_wait_between_steps:
    'Attends 2-3 minutes entre les étapes de ta routine pour que chaque couche pénètre avant la suivante.',
  nudge_progress:
    'Les résultats visibles prennent 4-6 semaines. Un selfie par semaine, sous la même lumière, te montre comment ta peau évolue.',

  photo_issue_unreadable_image:
    "Nous n'avons pas pu ouvrir ta photo, ce résultat repose donc sur tes réponses. Réessaie avec un JPEG ou un PNG pris avec l'appareil photo de ton téléphone.",
  photo_issue_no_face:
    "Nous n'avons pas trouvé de visage sur ta photo, ce résultat repose donc sur tes réponses. Essaie un gros plan de face, bien éclairé.",
  photo_issue_multiple_faces:
    'Nous avons trouvé plus d’un visage sur ta photo, ce résultat repose donc sur tes réponses. Essaie une photo où tu es seul·e.',
  photo_issue_face_too_small:
    "Ton visage était trop petit sur la photo pour être mesuré, ce résultat repose donc sur tes réponses. Rapproche l'appareil pour que ton visage remplisse la plus grande partie de l'image.",
  photo_issue_face_cut_off:
    "Une partie de ton visage était hors de la photo, ce résultat repose donc sur tes réponses. Réessaie avec tout ton visage, du front au menton, dans l'image.",
  photo_issue_face_turned:
    "Ton visage était tourné par rapport à l'appareil, ce résultat repose donc sur tes réponses. Réessaie en regardant droit dans l'objectif.",
  photo_issue_too_dark:
    'Ta photo était trop sombre pour être mesurée, ce résultat repose donc sur tes réponses. Place-toi face à une fenêtre en plein jour ou allume plus de lumière, puis réessaie.',
  photo_issue_too_bright:
    "Ta photo était trop claire pour être mesurée, ce résultat repose donc sur tes réponses. Évite le soleil direct et le flash ; la lumière douce d'une fenêtre est idéale.",
  photo_issue_uneven_light:
    'La lumière sur ton visage était inégale, ce résultat repose donc sur tes réponses. Place-toi face à la source de lumière pour que les deux côtés de ton visage soient éclairés de la même façon.',
  photo_issue_too_blurry:
    "Ta photo était trop floue pour être mesurée, ce résultat repose donc sur tes réponses. Tiens ton téléphone immobile, touche ton visage à l'écran pour faire la mise au point et réessaie avec une bonne lumière.",
  photo_issue_too_grainy:
    'Ta photo avait trop de grain pour être mesurée (comme en faible lumière), ce résultat repose donc sur tes réponses. Place-toi face à une fenêtre en plein jour ou allume plus de lumière, puis réessaie.',
  photo_issue_no_colour:
    "Ta photo n'a pas de couleurs naturelles (noir et blanc ou filtre prononcé), ce résultat repose donc sur tes réponses. Essaie une photo en couleur, non retouchée.",
  photo_issue_colour_cast:
    "La lumière de ta photo était fortement colorée (une lampe chaude, un écran coloré ou un filtre), ce résultat repose donc sur tes réponses. Réessaie à la lumière du jour près d'une fenêtre, sans filtre.",
  photo_issue_too_compressed:
    'Ta photo était trop compressée pour être mesurée (comme après un envoi par une messagerie), ce résultat repose donc sur tes réponses. Envoie la photo originale de ton appareil.',
  photo_issue_filtered:
    'Ta peau semble lissée par un filtre beauté ou une retouche, ce résultat repose donc sur tes réponses. Réessaie avec le mode beauté et les filtres désactivés.',
  photo_issue_other:
    "Nous n'avons pas pu utiliser ta photo, ce résultat repose donc sur tes réponses. Essaie un gros plan de face, bien éclairé.",

  dermatologist_acne_family:
    "Tu as de l'acné, il y a des maladies de peau dans ta famille et ton score « {area} » est bas. Un dermatologue peut traiter l'acné tôt et aider à prévenir les cicatrices.",
  dermatologist_photo_redness:
    'Ta photo montre de fortes rougeurs. Des rougeurs persistantes peuvent avoir des causes comme la rosacée, qu’un dermatologue sait reconnaître et traiter.',
  dermatologist_low_area:
    'Ton score « {area} » est très bas ({score}/100). Un dermatologue peut examiner ta peau de près.',
  dermatologist_note: "C'est une suggestion, pas un diagnostic.",

  skin_tone_very_light: 'Très claire',
  skin_tone_light: 'Claire',
  skin_tone_intermediate: 'Intermédiaire',
  skin_tone_tan: 'Mate',
  skin_tone_brown: 'Brune',
  skin_tone_dark: 'Foncée',
  /** Bands a photo cannot tell apart, lightest first; {to} is written in lower case. */
  skin_tone_range: '{from} à {to}',

  skin_type_oily: 'une peau grasse',
  skin_type_dry: 'une peau sèche',
  skin_type_combination: 'une peau mixte',
  skin_type_normal: 'une peau normale',
  skin_type_agrees: 'Ta photo confirme ce que tu nous as dit : {type}.',
  skin_type_follows_answer:
    "Tu nous as dit avoir {answered} ; ta photo fait plutôt penser à {estimated}. Ta routine suit ta réponse : ce que ta peau ressent sur toute une journée en dit plus qu'une photo prise sous une seule lumière.",
  skin_type_follows_photo: 'Ta photo suggère {estimated}, ta routine utilise donc des textures adaptées.',
  skin_type_follows_photo_sensitive:
    'Tu nous as dit que ta peau est sensible ; ta photo suggère {estimated}. Ta routine utilise des textures adaptées, avec les produits doux dont une peau sensible a besoin.',
  skin_type_photo_decides:
    'Tu nous as dit avoir {answered} ; ta photo fait plutôt penser à {estimated}. Ta routine utilise des textures pour {estimated} : la brillance que ta photo montre sur ta zone T et tes joues décide de la texture.',
  skin_type_photo_unsure:
    "Ta photo n'était pas assez nette pour reconnaître ton type de peau : ta routine suit donc tes réponses.",
};
