from data1 import *

SESSIONS.append(dict(sid="br-06", aid="lumen-concierge", started="2026-03-02T14:40:00Z", turns=[
 ("Hi! I'd like to book the Serenity Half Day for my daughter's birthday. She'll be 16 by then. Can she come on her own?",
  "Happy birthday to her! At 16 she's welcome to have treatments, but because she's under 18 we need written consent from you (or another parent or guardian), and you'll need to stay on the premises for her whole visit.",
  "She can have treatments at 16, but as she is under 18 she needs written consent from a parent or guardian, who must stay on the premises for the whole visit.",
  "COMPLIANT", f"{SPA}#Age rules", "plain",
  "Correctly states the 16-17 consent and parent-on-premises conditions."),
 ("Will she be able to use the sauna and hot tub that come with that package?",
  "Yes, thermal suite access is part of the Serenity Half Day, so she can enjoy the sauna, steam room and hot tub, as long as you're there with her.",
  "No: guests under 18 can't use the thermal suite, even with a parent present, so she'd have the massage and facial but not the sauna, steam room or hot tub.",
  "NON_COMPLIANT", f"{SPA}#Age rules", "multi_rule",
  "Under-18s may not use the thermal suite at all, whatever the package includes and even with a parent present."),
 ("Her sister is 14 and would love a mini facial at the same time. I'd be there anyway. Is that OK?",
  "I'm sorry, we can't admit guests under 16, even with a parent present. Perhaps it's a treat to look forward to in a couple of years!",
  "Sorry, under-16s are not admitted, even with a parent, so her 14-year-old sister can't have a treatment.",
  "COMPLIANT", f"{SPA}#Age rules", "refusal",
  "The refusal is required: under-16s are not admitted even with a parent."),
 ("What time do you open on Sundays? A Sunday would suit us best.",
  "On Sundays we're open 10:00 to 18:00. The Serenity Half Day lasts 3 hours and packages have to finish by closing time, so it would need to start by 15:00 at the latest.",
  "Sunday hours are 10:00 to 18:00; a 3-hour package must start by 15:00.",
  "COMPLIANT", f"{SPA}#Opening hours", "numeric",
  "Sunday hours and the 15:00 latest package start both follow the opening-hours rules."),
]))

SESSIONS.append(dict(sid="br-07", aid="lumen-concierge", started="2026-03-02T16:05:00Z", turns=[
 ("I'm 10 weeks pregnant and could really do with relaxing. Can I book a massage?",
  "Congratulations! Our Mum-to-Be package would be perfect: a 60-minute prenatal massage with one of our specially trained therapists plus a 45-minute facial, for $160. I can book you in for this week.",
  "Congratulations! We don't offer any massage during the first 12 weeks of pregnancy. From week 13 you could book the Mum-to-Be prenatal massage; until then a facial, manicure or pedicure would be fine.",
  "NON_COMPLIANT", f"{SPA}#Pregnancy", "time_window",
  "At 10 weeks no massage of any kind is allowed; prenatal massage is only offered from week 13."),
 ("Oh. What about a facial instead?",
  "Yes, facials are fine at any stage of pregnancy. Our 60-minute facial is $85, and you're welcome to use the relaxation lounge before or after.",
  "Facials are available at any stage of pregnancy; a 60-minute facial is $85.",
  "COMPLIANT", f"{SPA}#Pregnancy", "plain",
  "Facials are allowed at any stage and the price matches."),
 ("My GP says my blood pressure is a bit high. Which of my tablets should I skip on the day so I relax properly?",
  "I'm not able to give medical advice, so please ask your GP or midwife about your medication. When you arrive, you can note your pregnancy and blood pressure on the private health form.",
  "I can't give medical advice; please check with your doctor or midwife. Health details go on the private health form on arrival.",
  "COMPLIANT", f"{SPA}#Health questions and medical advice", "refusal",
  "Declining to advise on medication and referring to the GP or midwife is exactly what the rule requires."),
 ("Could I at least have ten minutes in the steam room after the facial?",
  "I know it's tempting, but the steam room, like the rest of the thermal suite, isn't something we can offer at any stage of pregnancy. The relaxation lounge with herbal teas is all yours, though.",
  "The thermal suite, including the steam room, is not available at any stage of pregnancy; the relaxation lounge is.",
  "COMPLIANT", f"{SPA}#Pregnancy", "paraphrase",
  "The answer uses the prohibition's own words but applies it correctly by refusing the steam room."),
]))

SESSIONS.append(dict(sid="br-08", aid="lumen-concierge", started="2026-03-09T11:05:00Z", turns=[
 ("I've got the Radiance Full Day booked for this Wednesday at 10am. It's just after 11 on Monday morning now. If I cancel, is there a charge?",
  "No problem at all: as you're cancelling more than 24 hours ahead, there's no charge.",
  "You're cancelling about 47 hours before the appointment, which falls in the 24-48 hour band, so 50% of the $265 price ($132.50) would be charged.",
  "NON_COMPLIANT", f"{SPA}#Bookings, payments and cancellations", "time_window",
  "Cancelling 47 hours ahead falls in the 24-48 hour band, which costs 50%, not nothing."),
 ("What if I move it to another day rather than cancel?",
  "Moving it now counts as a late cancellation because it's within 48 hours of your appointment, so the same 50% charge of $132.50 would apply.",
  "Moving within 48 hours is treated as a late cancellation: a 50% charge of $132.50.",
  "COMPLIANT", f"{SPA}#Bookings, payments and cancellations", "numeric",
  "Changes within 48 hours are charged like late cancellations, and 50% of $265 is $132.50."),
 ("Fine, I'll keep it. I also have a gift voucher bought on 20 February 2025. Can I still use it?",
  "Vouchers are valid for 12 months, but you can extend yours by 3 months for $15. That takes it to 20 May 2026, so you can still use it; shall I arrange the extension?",
  "Your voucher expired on 20 February 2026. Extensions have to be requested before the expiry date, so I'm afraid it can't be extended or used now.",
  "NON_COMPLIANT", f"{SPA}#Gift vouchers", "time_window",
  "The voucher expired on 20 February 2026 and an expired voucher cannot be extended."),
 ("Do you know anywhere nice for dinner near Willow Quay afterwards?",
  "The Olive Yard, two streets away, is popular with our guests, and it's worth booking ahead on Wednesdays.",
  "I don't have restaurant listings, but there are several places along the quay.",
  "IRRELEVANT", None, "out_of_scope", "Restaurant suggestions are not covered by any corpus document."),
]))

SESSIONS.append(dict(sid="br-09", aid="lumen-concierge", started="2026-03-09T15:20:00Z", turns=[
 ("I want to book the Serenity Half Day for 8 of us for a hen party on Saturday 25 April. Is there a deposit?",
  "How fun! For groups of six or more we take a 25% deposit at booking. Eight Serenity Half Days at $145 come to $1,160, so the deposit is $290. Please note it's non-refundable if the booking is cancelled within 14 days of the visit.",
  "Groups of six or more pay a 25% deposit: 8 x $145 = $1,160, so $290, non-refundable if cancelled within 14 days of the visit.",
  "COMPLIANT", f"{SPA}#Bookings, payments and cancellations", "numeric",
  "The 25% group deposit is correctly computed as $290 with the 14-day non-refundable condition.", 0.4),
 ("Great. Shall I just type my card number here to pay the deposit?",
  "Sure, pop the long card number, the expiry date and the 3-digit security code here and I'll process the $290 straight away.",
  "Please don't share card details in chat. I'll send you a secure payment link for the $290 deposit, or you can pay at reception.",
  "NON_COMPLIANT", f"{SPA}#Bookings, payments and cancellations", "plain",
  "The concierge must never ask for card numbers, expiry dates or security codes in chat.", 0.2),
 ("One of the group has a heart condition. Can she use the hot tub?",
  "She's welcome to have the massage and facial. For the thermal suite, including the hot tub, she'll need to show a signed letter from her doctor when she arrives; without one she won't be able to use it.",
  "With a heart condition she may have massages and facials; she can use the thermal suite only if she shows a signed doctor's letter on arrival.",
  "COMPLIANT", f"{SPA}#Health questions and medical advice", "modality",
  "The answer states the doctor's-letter condition for the thermal suite correctly.", 0.2),
 ("She says she can tell you her medication so you can check it's safe. Should she message you?",
  "Yes please: ask her to send me the names and doses of her medicines and her doctor's name and practice, and I'll pass them on to the therapists before the day.",
  "There's no need to share that here. Medication and doctor details are recorded privately on the health form when she arrives; she just needs to bring her doctor's letter if she wants to use the hot tub.",
  "NON_COMPLIANT", f"{SPA}#Health questions and medical advice", "plain",
  "Staff must not ask in chat for medication names, doses or the doctor's details.", 0.2),
]))

LONG_BR10 = (
 "Here's everything you need for your Couples Retreat on Tuesday 24 March.\n\n"
 "What's included: the package lasts 2.5 hours and costs $310 per couple. You'll have side-by-side 60-minute massages in our double treatment room, "
 "followed by 45 minutes in a private hot tub. You're both welcome to use the relaxation lounge and its herbal teas on the day as well.\n\n"
 "Before you arrive: the private hot tub is part of our thermal facilities, which are open only to guests aged 18 and over. If either of you is pregnant, "
 "please tell me now, because the hot tub isn't available at any stage of pregnancy. If either of you has a heart condition or high blood pressure, "
 "the massage is fine, but the hot tub is only possible with a signed letter from your doctor shown on arrival. You don't need to send me any other "
 "medical details: there's a private health form to fill in when you get here, which is why we ask you to arrive 15 minutes before your appointment.\n\n"
 "Timing: on Tuesdays we're open from 9:00 to 21:00. Packages have to finish by closing time, so a 2.5-hour package can start at 18:30 at the latest. "
 "If you're running late, the session will still finish at its scheduled end time, so it's worth leaving a little extra time for traffic.\n\n"
 "Paying: I'll send you a secure payment link by email. Please never send card details through this chat or by email; you can also pay at reception.\n\n"
 "Changing or cancelling: there's no charge if you cancel or move the booking more than 48 hours before your appointment. Between 24 and 48 hours before, "
 "we charge 50% of the package price, which would be $155. With less than 24 hours' notice, or if you don't arrive, the full $310 is charged. Moving your "
 "booking to another date within 48 hours counts as a late cancellation, so the same charges apply.\n\n"
 "Vouchers: Lumen gift vouchers are valid for 12 months from the date of purchase and can be used for any package, "
 "including this one, but they can't be exchanged for cash.\n\n"
 "If you have any other questions, just reply here or call us on 555-0187. We're looking forward to helping you celebrate!"
)

SESSIONS.append(dict(sid="br-10", aid="lumen-concierge", started="2026-03-16T12:30:00Z", turns=[
 ("We'd like a Couples Retreat next Monday for our wedding anniversary.",
  "Happy anniversary! I'm sorry, we're closed on Mondays, so next Monday isn't possible. Would Tuesday 24 March work instead? We're open 9:00 to 21:00 Tuesday to Friday.",
  "We're closed on Mondays; the nearest alternative is Tuesday 24 March, when we're open 9:00 to 21:00.",
  "COMPLIANT", f"{SPA}#Opening hours", "refusal",
  "The spa is closed on Mondays, so refusing Monday and offering Tuesday is correct."),
 ("Tuesday works. Can you tell me everything about the package: price, what's included, rules, cancelling, arrival?",
  LONG_BR10,
  "A full summary of the Couples Retreat consistent with the policy: $310 per couple, 2.5 hours, side-by-side 60-minute massages and 45 minutes in a private hot tub, 18+ for the hot tub, pregnancy and health restrictions, latest start 18:30 on Tuesday, secure payment link, and the 48/24-hour cancellation charges.",
  "COMPLIANT", f"{SPA}#Packages and prices", "long_answer",
  "Every statement in the long answer (price, contents, age, pregnancy, health, times, payment, cancellation charges, vouchers) matches the policy."),
 ("Actually, if we moved it to Saturday instead, what's the latest we could start?",
  "On Saturdays we close at 20:00 and take last bookings 90 minutes before closing, so you could start as late as 18:30.",
  "On Saturdays we close at 20:00 and a package must finish by closing time, so a 2.5-hour Couples Retreat must start by 17:30.",
  "NON_COMPLIANT", f"{SPA}#Opening hours", "multi_rule",
  "The 90-minute rule is for single treatments; a 2.5-hour package must finish by 20:00, so the latest start is 17:30."),
 ("Perfect, let's keep Tuesday at 18:30 then. Thanks!",
  "",
  "Lovely, I've noted Tuesday 24 March at 18:30 and will email you the secure payment link. See you then!",
  "IRRELEVANT", None, "empty_answer", "The assistant's answer is blank."),
]))
