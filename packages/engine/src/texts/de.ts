/** Deutsche Texte (informelle Anrede: du). */
import type { en } from './en.ts';

export const de: Record<keyof typeof en, string> = {
  factor_baseline: 'Ausgangswert',
  factor_concern_fine_lines: 'Du hast feine Linien und Falten als Anliegen genannt',
  factor_concern_loss_of_firmness: 'Du hast nachlassende Festigkeit als Anliegen genannt',
  factor_concern_dark_spots: 'Du hast dunkle Flecken oder ungleichmäßige Pigmentierung als Anliegen genannt',
  factor_concern_dryness: 'Du hast Trockenheit als Anliegen genannt',
  factor_concern_dullness: 'Du hast fahle Haut als Anliegen genannt',
  factor_concern_enlarged_pores: 'Du hast vergrößerte Poren als Anliegen genannt',
  factor_concern_redness: 'Du hast Rötungen oder Empfindlichkeit als Anliegen genannt',
  factor_concern_acne: 'Du hast Akne oder Unreinheiten als Anliegen genannt',
  factor_age: 'Dein Alter',
  factor_sun_exposure: 'Zeit, die du in der Sonne verbringst',
  factor_sun_unprotected: 'Sonne ohne täglichen Sonnenschutz',
  factor_sunscreen_daily: 'Sonnenschutz an jedem Tag',
  factor_skin_type: 'Dein Hauttyp',
  factor_water_intake: 'Wie viel Wasser du trinkst',
  factor_smoking: 'Rauchen',
  factor_alcohol: 'Alkohol',
  factor_sleep: 'Schlaf',
  factor_stress: 'Stress',
  factor_diet: 'Ernährung',
  factor_routine: 'Deine bisherige Hautpflege',
  factor_family_history: 'Hauterkrankungen in deiner Familie',
  factor_photo: 'Auf deinem Foto gemessen ({score}/100)',

  area_hydration: 'Feuchtigkeit',
  area_fine_lines: 'Feine Linien',
  area_pores: 'Poren',
  area_pigmentation: 'Pigmentierung',
  area_redness: 'Rötungen',
  area_skin_barrier_strength: 'Hautbarriere',

  advice_estimated_from_answers: 'Aus deinen Antworten geschätzt, denn ein Foto kann das nicht zuverlässig messen.',
  advice_hydration_good:
    'Deine Haut scheint gut durchfeuchtet. Trink weiter genug und creme dich morgens und abends ein.',
  advice_hydration_moderate:
    'Deine Haut könnte mehr Feuchtigkeit halten. Ein Hyaluronsäure-Serum auf feuchter Haut, darüber eine Feuchtigkeitspflege für deinen Hauttyp, hilft.',
  advice_hydration_low:
    'Deiner Haut fehlt wahrscheinlich Feuchtigkeit. Creme dich zweimal täglich ein, ergänze ein feuchtigkeitsspendendes Serum, trink mehr Wasser und meide heißes Duschen und aggressive Reiniger.',
  advice_fine_lines_good: 'Kaum Anzeichen feiner Linien. Täglicher Sonnenschutz sorgt dafür, dass es so bleibt.',
  advice_fine_lines_moderate:
    'Einige feine Linien sind wahrscheinlich. Täglicher Sonnenschutz und ein langsam eingeführter Wirkstoff am Abend (ein Retinoid, bei empfindlicher Haut Peptide) glätten sie mit der Zeit.',
  advice_fine_lines_low:
    'Feine Linien sind ein Hauptthema für dich. Sonnenschutz an jedem Tag, ein langsam eingeführtes Retinoid am Abend (Peptide, wenn deine Haut empfindlich ist) und genug Schlaf bewirken am meisten.',
  advice_pores_good: 'Deine Poren wirken frei. Sanfte Reinigung morgens und abends hält sie so.',
  advice_pores_moderate:
    'Deine Poren sind etwas sichtbar. Niacinamid und ein wöchentliches Peeling mit Salicylsäure (BHA) halten sie frei.',
  advice_pores_low:
    'Verstopfte Poren oder Unreinheiten sind wahrscheinlich. Reinige zweimal täglich, nutze Niacinamid, peele ein- bis zweimal pro Woche und drück Pickel möglichst nicht aus: Das hinterlässt Spuren.',
  advice_pigmentation_good: 'Dein Hautton wirkt ebenmäßig. Täglicher Sonnenschutz verhindert neue Flecken.',
  advice_pigmentation_moderate:
    'Etwas ungleichmäßiger Hautton oder dunkle Flecken. Vitamin C am Morgen und jeden Tag LSF 50 lassen sie verblassen und beugen neuen vor.',
  advice_pigmentation_low:
    'Dunkle Flecken oder ein ungleichmäßiger Hautton fallen auf. LSF 50 an jedem Tag steht an erster Stelle; Vitamin C, Azelainsäure oder ein Retinoid hellen Flecken über einige Monate auf. Lass jeden Fleck, der Form, Größe oder Farbe verändert, von einer Hautärztin oder einem Hautarzt ansehen.',
  advice_redness_good: 'Kaum Rötungen: Deine Haut wirkt ruhig.',
  advice_redness_moderate:
    'Etwas Rötung oder Empfindlichkeit. Niacinamid, parfümfreie Produkte und weniger Auslöser (Hitze, Alkohol, Stress) helfen.',
  advice_redness_low:
    'Deine Haut ist wahrscheinlich reaktiv. Halte deine Pflege kurz und parfümfrei, nutze beruhigende Wirkstoffe wie Niacinamid oder Azelainsäure und führe neue Produkte einzeln ein.',
  advice_skin_barrier_strength_good:
    'Deine Hautbarriere scheint widerstandsfähig. Bleib bei sanfter Pflege, dann bleibt es so.',
  advice_skin_barrier_strength_moderate:
    'Deine Hautbarriere kann Unterstützung gebrauchen: eine Pflege mit Ceramiden, sanfte Reinigung, genug Schlaf und weniger Stress.',
  advice_skin_barrier_strength_low:
    'Deine Hautbarriere ist wahrscheinlich geschwächt. Sei sparsam mit starken Wirkstoffen, nutze eine ceramidreiche Pflege, reinige sanft mit lauwarmem Wasser und gib deiner Haut ein paar Wochen zur Erholung.',

  overview_score:
    'Dein Hautwert liegt bei {score} von 100 (dein Ziel: {target}). Deine Stärke: {best}. Am meisten Potenzial: {worst}.',
  overview_even:
    'Dein Hautwert liegt bei {score} von 100 (dein Ziel: {target}). Alle sechs Bereiche liegen auf ähnlichem Niveau.',
  overview_with_photo:
    'Rötungen, Pigmentierung, Poren und feine Linien enthalten Messungen von deinem Foto; Feuchtigkeit und Hautbarriere sind aus deinen Antworten geschätzt.',
  overview_with_photo_colour:
    'Rötungen und Pigmentierung enthalten Messungen von deinem Foto. Poren und feine Linien brauchen zum Messen ein näheres Foto bei gutem Licht; sie sind deshalb, wie Feuchtigkeit und Hautbarriere, aus deinen Antworten geschätzt.',
  overview_with_photo_some:
    'Einige Bereiche enthalten Messungen von deinem Foto; die anderen, und immer Feuchtigkeit und Hautbarriere, sind aus deinen Antworten geschätzt.',
  overview_without_photo:
    'Dieses Ergebnis beruht auf deinen Antworten. Mit einem Foto können wir auch Rötungen, Pigmentierung, Poren und feine Linien messen.',
  overview_disclaimer: 'Das ist eine Information, keine medizinische Diagnose.',

  // Not enough information (docs/decisions/027).
  overview_unknown:
    'Für einen Hautwert insgesamt fehlen noch Informationen. Beantworte den Fragebogen vollständig oder füge ein klares Foto hinzu, dann werden deine Bereiche bewertet.',
  overview_some_unknown:
    'Für {areas} fehlen noch Informationen: Unten steht, was das ändert. Sie zählen nicht zu deinem Hautwert.',
  overview_even_known:
    'Dein Hautwert liegt bei {score} von 100 (dein Ziel: {target}). Die Bereiche, die wir bewerten konnten, liegen auf ähnlichem Niveau.',
  overview_photo_measured: 'Auf deinem Foto gemessen: {areas}.',
  advice_unknown_hydration:
    'Noch nicht genug Informationen für einen Wert. Beantworte die Fragen zu deinen Hautanliegen, deinem Hauttyp, deiner Trinkmenge und deiner Pflegeroutine.',
  advice_unknown_fine_lines:
    'Noch nicht genug Informationen für einen Wert. Beantworte die Fragen zu deinem Alter, deinen Hautanliegen, der Sonne und deinem Sonnenschutz.',
  advice_unknown_pores:
    'Noch nicht genug Informationen für einen Wert. Beantworte die Fragen zu deinem Hauttyp und deinen Hautanliegen (etwa vergrößerte Poren oder Akne).',
  advice_unknown_pigmentation:
    'Noch nicht genug Informationen für einen Wert. Beantworte die Fragen zu deinen Hautanliegen, der Sonne und deinem Sonnenschutz.',
  advice_unknown_redness:
    'Noch nicht genug Informationen für einen Wert. Beantworte die Fragen zu deinen Hautanliegen, deinem Hauttyp, Alkohol und Stress.',
  advice_unknown_skin_barrier_strength:
    'Noch nicht genug Informationen für einen Wert. Beantworte die Fragen zu deinem Hauttyp, Schlaf, Stress und Rauchen.',
  advice_unknown_add_photo: 'Oder füge ein Foto deines Gesichts bei gutem Licht hinzu: Darauf können wir das messen.',
  advice_unknown_closer_photo:
    'Oder füge ein näheres, schärferes Foto bei gutem Licht hinzu: Dieses zeigte nicht genug Details, um es zu messen.',
  advice_unknown_clearer_photo:
    'Oder füge ein klareres Foto bei gleichmäßigem Tageslicht hinzu: Dieses war zu unsicher, um es zu messen.',

  step_cleanser_morning_gentle:
    'Spül dein Gesicht mit lauwarmem Wasser oder einer milden, parfümfreien Reinigungscreme ab und tupf die Haut trocken, statt zu reiben.',
  step_cleanser_morning_gel:
    'Wasch dein Gesicht etwa 30 Sekunden mit einem sanften Reinigungsgel und lauwarmem Wasser und tupf es trocken.',
  step_cleanser_morning_normal:
    'Wasch dein Gesicht mit einem sanften, pH-neutralen Reiniger und lauwarmem Wasser und tupf es trocken.',
  step_cleanser_evening:
    'Reinige dein Gesicht gründlich, um Sonnenschutz und den Tag abzuwaschen. Wenn du Make-up oder wasserfesten Sonnenschutz getragen hast, beginne mit einem Reinigungsöl oder -balsam und nimm dann deinen gewohnten Reiniger.',
  step_toner_hydrating:
    'Drück ein feuchtigkeitsspendendes, alkoholfreies Gesichtswasser mit den Händen in die Haut ein.',
  step_serum_vitamin_c:
    'Trag 3-4 Tropfen Vitamin-C-Serum auf die trockene Haut auf. Es gleicht den Hautton aus und verstärkt den Schutz deines Sonnenschutzes. Kombiniere es nicht mit Peeling-Säuren.',
  step_serum_vitamin_c_gentle:
    'Trag anfangs jeden zweiten Morgen ein sanftes Vitamin-C-Serum (Ascorbylglucosid) auf. Es gleicht den Hautton aus, ohne das Brennen von reinem Vitamin C. Kombiniere es nicht mit Peeling-Säuren.',
  step_serum_niacinamide:
    'Trag ein paar Tropfen Niacinamid-Serum (4-5 %) auf. Es beruhigt Rötungen, reguliert den Talg und lässt Poren feiner wirken.',
  step_serum_hyaluronic:
    'Trag ein Hyaluronsäure-Serum auf die leicht feuchte Haut auf und schließ es mit deiner Feuchtigkeitspflege ein.',
  step_eye_cream_dark_circles:
    'Tupf mit dem Ringfinger etwas Augencreme mit Koffein entlang des Knochens rund um die Augen.',
  step_eye_cream_fine_lines:
    'Tupf mit dem Ringfinger eine erbsengroße Menge Augencreme mit Peptiden rund um die Augen.',
  step_moisturizer_sensitive:
    'Nimm eine parfümfreie Feuchtigkeitspflege mit Ceramiden und Panthenol, die beruhigt und deine Hautbarriere stärkt.',
  step_moisturizer_gel:
    'Nimm eine leichte, ölfreie Gel-Feuchtigkeitspflege: Sie spendet Feuchtigkeit, ohne die Poren zu verstopfen.',
  step_moisturizer_rich:
    'Nimm eine reichhaltige Creme mit Ceramiden, die die Hautlipide auffüllt und Feuchtigkeit einschließt.',
  step_moisturizer_normal: 'Nimm eine leichte Lotion mit Glycerin und Ceramiden.',
  step_sunscreen:
    'Zum Schluss jeden Morgen einen Breitband-Sonnenschutz mit LSF {spf}, auch wenn es bewölkt ist: etwa zwei Fingerlängen für Gesicht und Hals. Draußen alle 2 Stunden nachcremen.',
  step_sunscreen_mineral:
    'Zum Schluss jeden Morgen einen mineralischen Sonnenschutz (Zinkoxid) mit LSF {spf}, auch wenn es bewölkt ist: Er ist für empfindliche Haut am sanftesten. Nimm etwa zwei Fingerlängen für Gesicht und Hals und creme draußen alle 2 Stunden nach.',
  step_treatment_retinoid:
    'Trag eine erbsengroße Menge Retinol auf die trockene Haut auf, anfangs an 2-3 Abenden pro Woche; nach 4 Wochen ohne Reizung jeden zweiten Abend. Lass es an dem Abend weg, an dem du peelst. Etwas Trockenheit am Anfang ist normal. In der Schwangerschaft keine Retinoide verwenden.',
  step_treatment_azelaic:
    'Trag jeden zweiten Abend eine dünne Schicht Azelainsäure (10 %) auf, jeden Abend, sobald sich deine Haut daran gewöhnt hat. Sie beruhigt Rötungen und Unreinheiten und gleicht den Hautton aus.',
  step_treatment_azelaic_sensitive:
    'Trag jeden zweiten Abend eine dünne Schicht Azelainsäure (10 %) auf, jeden Abend, sobald sich deine Haut daran gewöhnt hat. Sie beruhigt Rötungen und Unreinheiten, gleicht den Hautton aus und ist sanfter als ein Retinoid, das wir weglassen, solange deine Haut empfindlich ist.',
  step_exfoliant_pha:
    'Nimm an einem Abend pro Woche nach der Reinigung ein sanftes PHA-Peeling (Gluconolacton). Hör auf, wenn es brennt.',
  step_exfoliant_bha: 'Nimm abends nach der Reinigung ein Peeling mit Salicylsäure (BHA), um die Poren zu befreien.',
  step_exfoliant_aha:
    'Nimm abends nach der Reinigung ein Peeling mit Milchsäure (AHA), das die Haut glättet und aufhellt.',
  step_exfoliant_skip_retinoid: 'Nie am selben Abend wie dein Retinol: Lass das Retinol an diesem Abend weg.',
  step_exfoliant_skip_azelaic: 'Nie am selben Abend wie deine Azelainsäure: Lass die Azelainsäure an diesem Abend weg.',
  step_clay_mask:
    'Trag eine Tonerde-Maske (Kaolin oder Bentonit) etwa 10 Minuten auf deine T-Zone auf, wasch sie ab, bevor sie ganz trocknet, und creme dich danach ein.',
  frequency_once_a_week: 'einmal pro Woche',
  frequency_once_or_twice_a_week: 'ein- bis zweimal pro Woche',

  nudge_routine_start:
    'Noch keine Routine? Fang mit den drei Grundlagen an: Reiniger, Feuchtigkeitspflege und Sonnenschutz. Nimm die anderen Schritte einzeln dazu, mit ein bis zwei Wochen Abstand.',
  nudge_sun_protect:
    'UV-Licht verursacht den Großteil der sichtbaren Hautalterung und Pigmentflecken. Mach Sonnenschutz zur täglichen Gewohnheit wie das Zähneputzen, auch an bewölkten Tagen.',
  nudge_sun_reapply:
    'Du bist viel in der Sonne: Creme dich draußen alle 2 Stunden nach und trag um die Mittagszeit Hut und Sonnenbrille.',
  nudge_sun_keep:
    'Bleib beim Sonnenschutz: Deine Haut vor UV-Licht zu schützen ist das Beste, was du für sie tun kannst.',
  nudge_sleep:
    'Versuch, 7-8 Stunden zu schlafen. Deine Haut regeneriert sich nachts, und kurze Nächte zeigen sich als fahler Teint und Rötungen.',
  nudge_water:
    'Trink über den Tag verteilt regelmäßig Wasser, etwa 1,5-2 Liter, und mehr, wenn es heiß ist oder du Sport machst.',
  nudge_smoking:
    'Rauchen verengt die kleinen Blutgefäße der Haut und baut Kollagen ab. Weniger zu rauchen hilft deiner Haut schon nach wenigen Wochen; deine Ärztin, dein Arzt oder eine Rauchfrei-Hotline unterstützen dich.',
  nudge_stress:
    'Stress kann Unreinheiten und Rötungen auslösen. Kurze Pausen, Bewegung oder ein paar Minuten ruhiges Atmen am Tag tun auch deiner Haut gut.',
  nudge_screen_time:
    'Lange Bildschirmtage: Mach regelmäßig Pausen und leg Bildschirme eine Stunde vor dem Schlafen weg, damit dein Schlaf nicht leidet.',
  nudge_alcohol:
    'Alkohol entzieht der Haut Feuchtigkeit und verstärkt Rötungen. Alkoholfreie Tage und ein Glas Wasser zu jedem Getränk helfen.',
  nudge_diet:
    'Gemüse, Obst, Vollkorn und gesunde Fette wie Nüsse, Olivenöl und Fisch versorgen deine Haut; iss weniger Zuckriges und stark Verarbeitetes.',
  nudge_patch_test:
    'Teste jedes neue Wirkstoffprodukt erst ein paar Tage auf einer kleinen Hautstelle, zum Beispiel am Kieferrand, bevor du es im ganzen Gesicht verwendest.',
  nudge_wait_between_steps:
    'Warte zwischen den Schritten deiner Routine 2-3 Minuten, damit jede Schicht einziehen kann, bevor die nächste kommt.',
  nudge_progress:
    'Sichtbare Ergebnisse brauchen 4-6 Wochen. Ein Selfie pro Woche bei gleichem Licht zeigt dir, wie sich deine Haut verändert.',

  photo_issue_unreadable_image:
    'Wir konnten dein Foto nicht öffnen, daher beruht dieses Ergebnis auf deinen Antworten. Versuch es noch einmal mit einem JPEG oder PNG aus deiner Handykamera.',
  photo_issue_no_face:
    'Wir konnten auf deinem Foto kein Gesicht finden, daher beruht dieses Ergebnis auf deinen Antworten. Versuch eine gut beleuchtete Nahaufnahme von vorn.',
  photo_issue_multiple_faces:
    'Wir haben auf deinem Foto mehr als ein Gesicht gefunden, daher beruht dieses Ergebnis auf deinen Antworten. Versuch ein Foto, auf dem nur du zu sehen bist.',
  photo_issue_face_too_small:
    'Dein Gesicht war auf dem Foto zu klein zum Messen, daher beruht dieses Ergebnis auf deinen Antworten. Halte die Kamera näher, sodass dein Gesicht den Großteil des Bildes füllt.',
  photo_issue_face_cut_off:
    'Ein Teil deines Gesichts lag außerhalb des Fotos, daher beruht dieses Ergebnis auf deinen Antworten. Versuch es noch einmal mit dem ganzen Gesicht, von der Stirn bis zum Kinn, im Bild.',
  photo_issue_face_turned:
    'Dein Gesicht war von der Kamera abgewandt, daher beruht dieses Ergebnis auf deinen Antworten. Schau beim nächsten Versuch direkt in die Kamera.',
  photo_issue_too_dark:
    'Dein Foto war zu dunkel zum Messen, daher beruht dieses Ergebnis auf deinen Antworten. Stell dich mit dem Gesicht zu einem Fenster bei Tageslicht oder mach mehr Licht an und versuch es noch einmal.',
  photo_issue_too_bright:
    'Dein Foto war zu hell zum Messen, daher beruht dieses Ergebnis auf deinen Antworten. Meide direkte Sonne und Blitz; weiches Tageslicht von einem Fenster ist am besten.',
  photo_issue_uneven_light:
    'Das Licht auf deinem Gesicht war ungleichmäßig, daher beruht dieses Ergebnis auf deinen Antworten. Schau zur Lichtquelle, sodass beide Gesichtshälften gleich hell sind.',
  photo_issue_too_blurry:
    'Dein Foto war zu unscharf zum Messen, daher beruht dieses Ergebnis auf deinen Antworten. Halte dein Handy ruhig, tipp zum Scharfstellen auf dein Gesicht und versuch es bei gutem Licht noch einmal.',
  photo_issue_too_grainy:
    'Dein Foto war zu körnig zum Messen (wie bei schwachem Licht), daher beruht dieses Ergebnis auf deinen Antworten. Stell dich mit dem Gesicht zu einem Fenster bei Tageslicht oder mach mehr Licht an und versuch es noch einmal.',
  photo_issue_no_colour:
    'Dein Foto hat keine natürlichen Farben (schwarz-weiß oder ein starker Filter), daher beruht dieses Ergebnis auf deinen Antworten. Versuch ein unbearbeitetes Farbfoto.',
  photo_issue_colour_cast:
    'Das Licht auf deinem Foto war stark gefärbt (eine warme Lampe, ein farbiger Bildschirm oder ein Filter), daher beruht dieses Ergebnis auf deinen Antworten. Versuch es noch einmal bei Tageslicht am Fenster und ohne Filter.',
  photo_issue_too_compressed:
    'Dein Foto war zu stark komprimiert zum Messen (wie nach dem Versand über eine Messenger-App), daher beruht dieses Ergebnis auf deinen Antworten. Lade das Originalfoto aus deiner Kamera hoch.',
  photo_issue_filtered:
    'Deine Haut wirkt durch einen Beauty-Filter oder eine Retusche geglättet, daher beruht dieses Ergebnis auf deinen Antworten. Versuch es noch einmal mit ausgeschaltetem Beauty-Modus und ohne Filter.',
  photo_issue_other:
    'Wir konnten dein Foto nicht verwenden, daher beruht dieses Ergebnis auf deinen Antworten. Versuch eine gut beleuchtete Nahaufnahme von vorn.',

  dermatologist_acne_family:
    'Du hast Akne, in deiner Familie gibt es Hauterkrankungen, und dein Wert für {area} ist niedrig. Eine Hautärztin oder ein Hautarzt kann Akne früh behandeln und Narben vorbeugen.',
  dermatologist_photo_redness:
    'Dein Foto zeigt starke Rötungen. Anhaltende Rötungen können Ursachen wie Rosazea haben, die eine Hautärztin oder ein Hautarzt erkennen und behandeln kann.',
  dermatologist_low_area:
    'Dein Wert für {area} ist sehr niedrig ({score}/100). Eine Hautärztin oder ein Hautarzt kann sich deine Haut genau ansehen.',
  dermatologist_note: 'Das ist ein Hinweis, keine Diagnose.',

  skin_tone_very_light: 'Sehr hell',
  skin_tone_light: 'Hell',
  skin_tone_intermediate: 'Mittel',
  skin_tone_tan: 'Gebräunt',
  skin_tone_brown: 'Braun',
  skin_tone_dark: 'Dunkel',
  /** Bands a photo cannot tell apart, lightest first; {to} is written in lower case. */
  skin_tone_range: '{from} bis {to}',

  skin_type_oily: 'fettige Haut',
  skin_type_dry: 'trockene Haut',
  skin_type_combination: 'Mischhaut',
  skin_type_normal: 'normale Haut',
  skin_type_agrees: 'Dein Foto bestätigt deine Angabe: {type}.',
  skin_type_follows_answer:
    'Du hast uns gesagt, du hast {answered}; dein Foto deutet eher auf {estimated} hin. Deine Routine folgt deiner Angabe: Wie sich deine Haut über den ganzen Tag anfühlt, sagt mehr als ein Foto in einem Licht.',
  skin_type_follows_photo: 'Dein Foto deutet auf {estimated} hin, daher nutzt deine Routine Texturen, die dazu passen.',
  skin_type_follows_photo_sensitive:
    'Du hast uns gesagt, deine Haut ist empfindlich; dein Foto deutet auf {estimated} hin. Deine Routine nutzt Texturen, die dazu passen – mit den sanften Produkten, die empfindliche Haut braucht.',
  skin_type_photo_decides:
    'Du hast uns gesagt, du hast {answered}; dein Foto deutet eher auf {estimated} hin. Deine Routine nutzt Texturen für {estimated}: Der Glanz, den dein Foto auf T-Zone und Wangen zeigt, entscheidet über die Textur.',
  skin_type_photo_unsure:
    'Dein Foto war nicht deutlich genug, um deinen Hauttyp zu erkennen, daher folgt deine Routine deinen Antworten.',
};
