/** English texts. The key set here is the reference the other languages must match. */
export const en = {
  // Factors: what moved a score.
  factor_baseline: 'Starting point',
  factor_concern_fine_lines: 'You named fine lines and wrinkles as a concern',
  factor_concern_loss_of_firmness: 'You named loss of firmness as a concern',
  factor_concern_dark_spots: 'You named dark spots or uneven pigmentation as a concern',
  factor_concern_dryness: 'You named dryness as a concern',
  factor_concern_dullness: 'You named dullness as a concern',
  factor_concern_enlarged_pores: 'You named enlarged pores as a concern',
  factor_concern_redness: 'You named redness or sensitivity as a concern',
  factor_concern_acne: 'You named acne or blemishes as a concern',
  factor_age: 'Your age',
  factor_sun_exposure: 'Time you spend in the sun',
  factor_sun_unprotected: 'Sun without daily sunscreen',
  factor_sunscreen_daily: 'Sunscreen every day',
  factor_skin_type: 'Your skin type',
  factor_water_intake: 'How much water you drink',
  factor_smoking: 'Smoking',
  factor_alcohol: 'Alcohol',
  factor_sleep: 'Sleep',
  factor_stress: 'Stress',
  factor_diet: 'Diet',
  factor_routine: 'Your current skincare routine',
  factor_family_history: 'Skin conditions in your family',
  factor_photo: 'Measured on your photo ({score}/100)',

  // Focus area names, used inside sentences.
  area_hydration: 'hydration',
  area_fine_lines: 'fine lines',
  area_pores: 'pores',
  area_pigmentation: 'pigmentation',
  area_redness: 'redness',
  area_skin_barrier_strength: 'skin barrier',

  // Advice per focus area and level (good: 80+, moderate: 60-79, low: below 60).
  advice_estimated_from_answers: 'Estimated from your answers, as a photo cannot measure this reliably.',
  advice_hydration_good: 'Your skin seems well hydrated. Keep drinking enough and moisturize morning and evening.',
  advice_hydration_moderate:
    'Your skin could hold more moisture. A hyaluronic acid serum on damp skin, sealed in with a moisturizer that suits your skin type, helps.',
  advice_hydration_low:
    'Your skin is probably dehydrated. Moisturize twice a day, add a hydrating serum, drink more water, and avoid hot showers and harsh cleansers.',
  advice_fine_lines_good: 'Few signs of fine lines. Daily sunscreen is what keeps it that way.',
  advice_fine_lines_moderate:
    'Some fine lines are likely. Daily sunscreen and a slowly introduced evening active (a retinoid, or peptides for sensitive skin) smooth them over time.',
  advice_fine_lines_low:
    'Fine lines are a main area for you. Sunscreen every day, a slowly introduced evening retinoid (peptides if your skin is sensitive) and enough sleep make the biggest difference.',
  advice_pores_good: 'Your pores look clear. Gentle cleansing morning and evening keeps them that way.',
  advice_pores_moderate:
    'Your pores are somewhat visible. Niacinamide and a weekly exfoliation with salicylic acid (BHA) help keep them clear.',
  advice_pores_low:
    'Congested pores or blemishes are likely. Cleanse twice a day, use niacinamide, exfoliate once or twice a week, and try not to squeeze spots: it leaves marks.',
  advice_pigmentation_good: 'Your skin tone looks even. Daily sunscreen stops new spots from forming.',
  advice_pigmentation_moderate:
    'Some uneven tone or dark spots. Vitamin C in the morning and SPF 50 every day help fade them and prevent new ones.',
  advice_pigmentation_low:
    'Dark spots or uneven tone stand out. SPF 50 every day comes first; vitamin C, azelaic acid or a retinoid fade spots over a few months. Have any spot that changes in shape, size or colour checked by a dermatologist.',
  advice_redness_good: 'Little redness: your skin seems calm.',
  advice_redness_moderate:
    'Some redness or sensitivity. Niacinamide, fragrance-free products and fewer triggers (heat, alcohol, stress) help.',
  advice_redness_low:
    'Your skin is probably reactive. Keep your routine short and fragrance-free, use calming ingredients such as niacinamide or azelaic acid, and add new products one at a time.',
  advice_skin_barrier_strength_good:
    'Your skin barrier seems resilient. Keep your routine gentle and it stays that way.',
  advice_skin_barrier_strength_moderate:
    'Your skin barrier could use support: a moisturizer with ceramides, gentle cleansing, enough sleep and less stress.',
  advice_skin_barrier_strength_low:
    'Your skin barrier is probably weakened. Go easy on strong actives, use a ceramide-rich moisturizer, cleanse gently with lukewarm water and give your skin a few weeks to recover.',

  // Overview.
  overview_score:
    'Your skin score is {score} out of 100 (your goal: {target}). Your strongest area: {best}. Most room to improve: {worst}.',
  overview_even: 'Your skin score is {score} out of 100 (your goal: {target}). All six areas are at a similar level.',
  overview_with_photo:
    'Redness, pigmentation, pores and fine lines include measurements from your photo; hydration and skin barrier are estimated from your answers.',
  overview_with_photo_colour:
    'Redness and pigmentation include measurements from your photo. Pores and fine lines need a closer photo in good light to be measured, so, like hydration and skin barrier, they are estimated from your answers.',
  overview_with_photo_some:
    'Some areas include measurements from your photo; the others, and always hydration and skin barrier, are estimated from your answers.',
  overview_without_photo:
    'This result is based on your answers. With a photo, we can also measure redness, pigmentation, pores and fine lines.',
  overview_disclaimer: 'This is information, not a medical diagnosis.',

  // Not enough information (docs/decisions/027).
  overview_unknown:
    'There is not enough information yet for an overall skin score. Answer the questionnaire in full, or add a clear photo, and your areas will be scored.',
  overview_some_unknown:
    'Not enough information yet for {areas}: see below what would change that. They are left out of your score.',
  overview_even_known:
    'Your skin score is {score} out of 100 (your goal: {target}). The areas we could assess are at a similar level.',
  overview_photo_measured: 'Measured on your photo: {areas}.',
  advice_unknown_hydration:
    'Not enough information to score this yet. Answer the questions about your skin concerns, skin type, water intake and skincare routine.',
  advice_unknown_fine_lines:
    'Not enough information to score this yet. Answer the questions about your age, skin concerns, sun exposure and sunscreen.',
  advice_unknown_pores:
    'Not enough information to score this yet. Answer the questions about your skin type and skin concerns (such as enlarged pores or acne).',
  advice_unknown_pigmentation:
    'Not enough information to score this yet. Answer the questions about your skin concerns, sun exposure and sunscreen.',
  advice_unknown_redness:
    'Not enough information to score this yet. Answer the questions about your skin concerns, skin type, alcohol and stress.',
  advice_unknown_skin_barrier_strength:
    'Not enough information to score this yet. Answer the questions about your skin type, sleep, stress and smoking.',
  advice_unknown_add_photo: 'Or add a face photo in good light: we can measure this on it.',
  advice_unknown_closer_photo:
    'Or add a closer, sharper photo in good light: this one did not show enough detail to measure it.',
  advice_unknown_clearer_photo: 'Or add a clearer photo in even daylight: this one was too uncertain to measure it.',

  // Routine steps.
  step_cleanser_morning_gentle:
    'Rinse with lukewarm water or a mild, fragrance-free cream cleanser, then pat your skin dry instead of rubbing.',
  step_cleanser_morning_gel:
    'Wash your face with a gentle gel cleanser and lukewarm water for about 30 seconds, then pat dry.',
  step_cleanser_morning_normal: 'Wash your face with a gentle, pH-balanced cleanser and lukewarm water, then pat dry.',
  step_cleanser_evening:
    'Cleanse thoroughly to remove sunscreen and the day. If you wore make-up or water-resistant sunscreen, start with a cleansing oil or balm, then use your usual cleanser.',
  step_toner_hydrating: 'Press a hydrating, alcohol-free toner into your skin with your hands.',
  step_serum_vitamin_c:
    'Apply 3-4 drops of vitamin C serum to dry skin. It evens out your tone and adds to your sunscreen’s protection. Do not layer it with exfoliating acids.',
  step_serum_vitamin_c_gentle:
    'Apply a gentle vitamin C serum (ascorbyl glucoside) every other morning at first. It evens out your tone without the sting of pure vitamin C. Do not layer it with exfoliating acids.',
  step_serum_niacinamide:
    'Apply a few drops of niacinamide serum (4-5 %). It calms redness, balances oil and refines the look of pores.',
  step_serum_hyaluronic: 'Apply a hyaluronic acid serum to slightly damp skin, then seal it in with your moisturizer.',
  step_eye_cream_dark_circles:
    'Dab a little eye cream with caffeine along the bone around your eyes, using your ring finger.',
  step_eye_cream_fine_lines:
    'Dab a pea-sized amount of eye cream with peptides around your eyes, using your ring finger.',
  step_moisturizer_sensitive:
    'Use a fragrance-free moisturizer with ceramides and panthenol to calm and support your skin barrier.',
  step_moisturizer_gel: 'Use a lightweight, oil-free gel moisturizer: it hydrates without clogging your pores.',
  step_moisturizer_rich: 'Use a rich cream with ceramides to replenish your skin’s lipids and lock in moisture.',
  step_moisturizer_normal: 'Use a light lotion with glycerin and ceramides.',
  step_sunscreen:
    'Finish with a broad-spectrum SPF {spf} sunscreen every morning, also when it is cloudy: about two finger lengths for face and neck. Reapply every 2 hours when you are outdoors.',
  step_sunscreen_mineral:
    'Finish with a mineral (zinc oxide) SPF {spf} sunscreen every morning, also when it is cloudy: it is the gentlest on sensitive skin. Use about two finger lengths for face and neck and reapply every 2 hours outdoors.',
  step_treatment_retinoid:
    'Apply a pea-sized amount of retinol to dry skin, 2-3 nights a week at first; after 4 weeks without irritation, move to every other night. Skip it on the evening you exfoliate. Some dryness at the start is normal. Do not use retinoids during pregnancy.',
  step_treatment_azelaic:
    'Apply a thin layer of azelaic acid (10 %) every other evening, then nightly once your skin is used to it. It calms redness and blemishes and evens out your tone.',
  step_treatment_azelaic_sensitive:
    'Apply a thin layer of azelaic acid (10 %) every other evening, then nightly once your skin is used to it. It calms redness and blemishes and evens out your tone, and is gentler than a retinoid, which we leave out while your skin is sensitive.',
  step_exfoliant_pha:
    'On one evening a week, after cleansing, use a gentle PHA exfoliant (gluconolactone). Stop if it stings or burns.',
  step_exfoliant_bha: 'In the evening after cleansing, use a salicylic acid (BHA) exfoliant to clear your pores.',
  step_exfoliant_aha:
    'In the evening after cleansing, use a lactic acid (AHA) exfoliant to smooth and brighten your skin.',
  step_exfoliant_skip_retinoid: 'Never on the same evening as your retinol: skip the retinol that night.',
  step_exfoliant_skip_azelaic: 'Never on the same evening as your azelaic acid: skip the azelaic acid that night.',
  step_clay_mask:
    'Apply a clay mask (kaolin or bentonite) to your T-zone for about 10 minutes, rinse it off before it dries completely, then moisturize.',
  frequency_once_a_week: 'once a week',
  frequency_once_or_twice_a_week: 'one to two times a week',

  // Lifestyle nudges.
  nudge_routine_start:
    'No routine yet? Start with the three essentials: cleanser, moisturizer and sunscreen. Add the other steps one at a time, a week or two apart.',
  nudge_sun_protect:
    'UV light causes most visible skin ageing and dark spots. Make sunscreen a daily habit, like brushing your teeth, also on cloudy days.',
  nudge_sun_reapply:
    'You spend a lot of time in the sun: reapply sunscreen every 2 hours outdoors, and add a hat and sunglasses around midday.',
  nudge_sun_keep:
    'Keep up your sunscreen: protecting your skin from UV light is the single best thing you can do for it.',
  nudge_sleep:
    'Aim for 7-8 hours of sleep. Your skin repairs itself overnight, and short nights show as dullness and redness.',
  nudge_water: 'Drink water regularly through the day, about 1.5-2 litres, and more when it is hot or you exercise.',
  nudge_smoking:
    'Smoking narrows the small blood vessels in your skin and breaks down collagen. Cutting down helps your skin within weeks; your doctor or a quit line can support you.',
  nudge_stress:
    'Stress can trigger breakouts and redness. Short breaks, exercise or a few minutes of calm breathing each day help your skin too.',
  nudge_screen_time:
    'Long screen days: take regular breaks and put screens away an hour before bed, so that your sleep does not suffer.',
  nudge_alcohol:
    'Alcohol dehydrates your skin and makes redness worse. Alcohol-free days and a glass of water with each drink help.',
  nudge_diet:
    'Vegetables, fruit, whole grains and healthy fats such as nuts, olive oil and fish feed your skin; cut back on sugary and highly processed food.',
  nudge_patch_test:
    'Try each new active product on a small patch of skin, for example along your jaw, for a few days before using it on your whole face.',
  nudge_wait_between_steps:
    'Wait 2-3 minutes between the steps of your routine so that each layer can settle before the next one.',
  nudge_progress:
    'Visible results take 4-6 weeks. A selfie once a week, in the same light, shows you how your skin is changing.',

  // Why a photo could not be used, and what to do.
  photo_issue_unreadable_image:
    'We could not open your photo, so this result is based on your answers. Try again with a JPEG or PNG taken with your phone’s camera.',
  photo_issue_no_face:
    'We could not find a face in your photo, so this result is based on your answers. Try a well-lit, front-facing close-up.',
  photo_issue_multiple_faces:
    'We found more than one face in your photo, so this result is based on your answers. Try a photo with only you in it.',
  photo_issue_face_too_small:
    'Your face was too small in the photo to measure, so this result is based on your answers. Hold the camera closer, so that your face fills most of the picture.',
  photo_issue_face_cut_off:
    'Part of your face was outside the photo, so this result is based on your answers. Try again with your whole face, from forehead to chin, in the picture.',
  photo_issue_face_turned:
    'Your face was turned away from the camera, so this result is based on your answers. Try again looking straight into the camera.',
  photo_issue_too_dark:
    'Your photo was too dark to measure, so this result is based on your answers. Face a window in daylight or switch on more light, then try again.',
  photo_issue_too_bright:
    'Your photo was too bright to measure, so this result is based on your answers. Avoid direct sun and flash; soft daylight from a window works best.',
  photo_issue_uneven_light:
    'The light on your face was uneven, so this result is based on your answers. Face the light, so that both sides of your face are lit evenly.',
  photo_issue_too_blurry:
    'Your photo was too blurry to measure, so this result is based on your answers. Hold your phone steady, tap your face to focus, and try again in good light.',
  photo_issue_too_grainy:
    'Your photo was too grainy to measure (as happens in dim light), so this result is based on your answers. Face a window in daylight or switch on more light, then try again.',
  photo_issue_no_colour:
    'Your photo has no natural colour (black and white, or a strong filter), so this result is based on your answers. Try an unedited colour photo.',
  photo_issue_colour_cast:
    'The light in your photo was strongly coloured (a warm lamp, a coloured screen or a filter), so this result is based on your answers. Try again in daylight from a window, with filters switched off.',
  photo_issue_too_compressed:
    'Your photo was compressed too heavily to measure (as happens when a photo is sent through a messaging app), so this result is based on your answers. Upload the original photo from your camera.',
  photo_issue_filtered:
    'Your skin looks smoothed by a beauty filter or retouching, so this result is based on your answers. Try again with beauty mode and filters switched off.',
  photo_issue_other:
    'We could not use your photo, so this result is based on your answers. Try a well-lit, front-facing close-up.',

  // When to see a dermatologist: informational, never a diagnosis.
  dermatologist_acne_family:
    'You have acne, skin conditions run in your family, and your {area} score is low. A dermatologist can treat acne early and help prevent scars.',
  dermatologist_photo_redness:
    'Your photo shows strong redness. Lasting redness can have causes such as rosacea that a dermatologist can recognise and treat.',
  dermatologist_low_area:
    'Your {area} score is very low ({score}/100). A dermatologist can take a proper look at your skin.',
  dermatologist_note: 'This is a suggestion, not a diagnosis.',

  // Skin tone bands of the Individual Typology Angle.
  skin_tone_very_light: 'Very light',
  skin_tone_light: 'Light',
  skin_tone_intermediate: 'Intermediate',
  skin_tone_tan: 'Tan',
  skin_tone_brown: 'Brown',
  skin_tone_dark: 'Dark',
  /** Bands a photo cannot tell apart, lightest first; {to} is written in lower case. */
  skin_tone_range: '{from} to {to}',

  // When the photo and the answer say different things about the skin type, and which one the routine follows.
  skin_type_oily: 'oily skin',
  skin_type_dry: 'dry skin',
  skin_type_combination: 'combination skin',
  skin_type_normal: 'normal skin',
  skin_type_agrees: 'Your photo agrees with what you told us: {type}.',
  skin_type_follows_answer:
    'You told us you have {answered}; your photo looks more like {estimated}. Your routine follows your answer: how your skin feels over a whole day tells more than one photo in one light.',
  skin_type_follows_photo: 'Your photo suggests {estimated}, so your routine uses textures made for it.',
  skin_type_follows_photo_sensitive:
    'You told us your skin is sensitive; your photo suggests {estimated}. Your routine uses textures made for it, with the gentle products sensitive skin needs.',
  skin_type_photo_decides:
    'You told us you have {answered}; your photo looks more like {estimated}. Your routine uses textures for {estimated}: the shine your photo shows on your T-zone and cheeks decides the texture.',
  skin_type_photo_unsure:
    'Your photo was not clear enough to tell your skin type, so your routine does not use it: it follows your answers.',
} as const;
