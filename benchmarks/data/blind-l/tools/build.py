import json, os, re
from collections import Counter
OUT = "/tmp/blind_l"
P = "piano_organ_tuning_code.md"
H = "company/harmonia_tuning_policy.md"
K = "cargo_bike_courier_terms.md"
M = "model_railway_club_rules.md"
B = "mobile_beauty_bridal_standards.md"
C, N, I = "COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"

LONG_BRIDAL = (
"Congratulations again on the June wedding! Here's how the run-up works with Blush & Veil, so you can plan everything in one go.\n\n"
"Trial: the make-up trial costs €65 and has to take place at least 4 weeks before the wedding. With your date of Saturday 20 June, the latest possible trial date is Saturday 23 May, but most brides like to do it a little earlier. Late April or early May gives you time to tweak the look, try it together with your hair stylist, and even wear it out to dinner to see how it lasts through an evening. We come to you for the trial just as we will on the day, so do it somewhere with good natural light if you can.\n\n"
"Patch tests: if your look includes a lash or brow tint, or if you're thinking about individual lash extensions, we'll do a patch test at least 48 hours before that treatment. The easiest thing is to do the patch test at the trial itself, so everything is ready well ahead of the wedding. If your last patch test with us was more than 6 months ago, we simply repeat it.\n\n"
"Payments: your €160 deposit (25 % of the €640 quote) secures the date. The balance of €480 is due 14 days before the wedding, which for you is Saturday 6 June. We'll send a reminder about a week before that.\n\n"
"Travel: travel is free within 20 km of the artist's base. Beyond that it's €0.60 per km, and we'll put the exact figure on your final invoice once we have the venue address.\n\n"
"Timings on the day: if we need to start before 07:00 to get everyone ready, there's an early-start surcharge of €40. After the trial we'll build a timetable with you, working backwards from the ceremony time and leaving a buffer for photos and any last-minute touch-ups.\n\n"
"Party size: each artist does at most 6 faces on a wedding morning, so if your party grows beyond that we'll add a second artist rather than rushing anyone.\n\n"
"Hygiene: everyone gets their own single-use mascara wands and lip applicators, and brushes are cleaned and disinfected between each person, so nothing is shared between you and your bridesmaids.\n\n"
"If anything changes (numbers, venue or timings) just let me know and I'll update your booking."
)

LONG_PROM = (
"Of course! Here's a rundown of how our mobile appointments work, especially for younger clients like your daughter and her friend.\n\n"
"Consent: anyone under 18 needs written consent from a parent or guardian before we do any treatment, even just make-up. A signed note or an email from you is fine, as long as it's in writing and reaches us before the appointment.\n\n"
"What we can and can't do for under-16s: we don't do lash extensions, lash lifts or lash and brow tints on anyone under 16, so for your daughter we'd focus on a make-up look. Most prom clients go for a soft glam finish with a little extra definition around the eyes, built up with liner and mascara so it lasts all evening and comes off easily at the end of the night.\n\n"
"Patch tests: if the older friend wants a tint, she'll need a patch test at least 48 hours before, so please book that visit in advance rather than on the day of the prom.\n\n"
"Skin and health: we can't work over broken skin, open cold sores or an eye infection such as conjunctivitis. If something like that flares up, we'll move the appointment rather than cover it up. We also can't diagnose skin problems or suggest medicines; a pharmacist or doctor is the right person for that.\n\n"
"Products: our base products are described by the manufacturer as formulated for sensitive skin and dermatologically tested. That said, nobody can honestly guarantee a product won't cause a reaction, so tell us about any allergies when you book.\n\n"
"Hygiene: every client gets single-use mascara wands and lip applicators, brushes are cleaned and disinfected between clients, and our kit surfaces are wiped with disinfectant before we start.\n\n"
"Insurance: every artist carries public liability insurance of at least €1 million, and we're happy to show you the certificate when we arrive or email it beforehand.\n\n"
"If anything goes wrong: complaints are acknowledged within 3 working days, and we aim to give you a full answer within 6 weeks. If you're still not happy after that, you can take it to the AMBP within 3 months of our final answer.\n\n"
"Anything else you'd like to know before booking?"
)

# session: (sid, aid, context, started_at, weights or None, turns)
# turn: (query, answer, ground_truth, label, clause, kind, rationale)
HD = ("harmonia-desk", "Booking assistant for Harmonia Piano & Organ Care, a piano and organ tuning business.")
SC = ("spokecrate-bot", "Online dispatch assistant for Spoke & Crate Couriers, a bicycle and cargo-bike courier in Lindenport.")
CC_M = ("community-concierge", "Community concierge answering enquiries for the Riverside Model Railway & Hobby Model Society.")
CC_B = ("community-concierge", "Community concierge answering enquiries for Blush & Veil Bridal, a mobile beauty and bridal make-up business.")

S = []
S.append(("bl-01", HD, "2026-03-02T10:15:00Z", None, [
 ("Hi, how much is a standard tuning for an upright piano?",
  "A standard tuning for an upright is €98 with Harmonia.",
  "A standard upright tuning at Harmonia costs €98.", C, H+"#Prices", "numeric",
  "The quoted €98 matches Harmonia's upright tuning price."),
 ("It was built in 1921 and the last tuner said it's about 50 cents flat. Can you bring it up to pitch in one go?",
  "Not quite in one go, but nearly! Because your piano is over 80 years old, the Guild lets us raise it by up to 30 cents in a single visit, so we'd do 30 cents on the first visit and the remaining 20 cents at a second visit two weeks later.",
  "Harmonia raises a piano over 60 years old by at most 20 cents per visit, so the 50-cent raise needs several stages, each booked at least 3 weeks after the previous one.", N, H+"#Older Pianos", "multi_rule",
  "Harmonia's stricter rule caps a piano over 60 years old at 20 cents per visit with stages at least 3 weeks apart, not the Guild's 30 cents and 2 weeks."),
 ("What happens if strings break while you raise it?",
  "Strings that snap during a raise are replaced and billed at our normal labour rate plus the cost of the new string.",
  "On a piano of this age, strings broken during the raise are replaced at the cost of materials only, with no labour charge.", N, H+"#Older Pianos", "paraphrase",
  "For pianos over 60 years old Harmonia replaces broken strings at materials cost only, so charging labour contradicts the policy."),
 ("Could the technician come this Saturday at 3pm?",
  "Saturday home visits only run from 09:00 to 13:00, so 3pm won't work, I'm afraid. I could offer Saturday at 11:00, or any weekday slot up to 18:00. Which suits you?",
  "Saturday home visits are 09:00 to 13:00 only; offer a morning slot or a weekday between 09:00 and 18:00.", C, H+"#Visiting Hours", "time_window",
  "The answer correctly refuses a 15:00 Saturday home visit and offers slots within Harmonia's hours."),
]))
S.append(("bl-02", HD, "2026-03-02T14:40:00Z", None, [
 ("What do you charge to tune a grand piano?",
  "Tuning a grand is €140.",
  "Harmonia charges €130 for a standard grand piano tuning.", N, H+"#Prices", "numeric",
  "Harmonia's grand tuning price is €130, not €140 (which is the Guild reference fee)."),
 ("I'm selling the piano, a 1985 Yamaha C3. Roughly what's it worth?",
  "I'm sorry, we don't value pianos or give price estimates for instruments. For a proper valuation for the sale, the Guild keeps a list of registered appraisers, and I can send you the link if that helps.",
  "Harmonia does not give valuations or price estimates; refer the customer to the Guild's list of registered appraisers.", C, H+"#Valuations and Sales", "refusal",
  "Declining the valuation and referring to registered appraisers is exactly what the policy requires."),
 ("Could the tuner just give me a ballpark while he's there? Nothing official.",
  "Sure! Our technicians see a lot of pianos and have a good feel for the market, so he can give you an informal figure while he's tuning. He just can't put anything in writing.",
  "No: Harmonia staff must not give price estimates for an instrument, formal or informal; the customer should use a registered appraiser.", N, H+"#Valuations and Sales", "negation",
  "The policy forbids informal price estimates too, so promising a ballpark figure contradicts it."),
 ("OK. Can I pay the tuner in cash? It'll be €130.",
  "Yes, cash is fine for €130; we only decline cash payments above €200. You can also pay by card on the day or by bank transfer within 14 days of the invoice.",
  "Cash is accepted for €130 since the limit is €200; card on the day or bank transfer within 14 days are also possible.", C, H+"#Payment", "numeric",
  "€130 is below Harmonia's €200 cash limit and the other payment options are stated correctly."),
 ("Thanks, you've been lovely. Do you like Chopin?",
  "I do. The nocturnes are hard to beat! Anything else I can help with today?",
  "A friendly reply; no policy applies.", I, None, "smalltalk",
  "Small talk about music that no corpus rule covers."),
]))
S.append(("bl-03", HD, "2026-03-09T09:05:00Z", {"bl-03-q1": 0.2, "bl-03-q2": 0.25, "bl-03-q3": 0.2, "bl-03-q4": 0.15, "bl-03-q5": 0.2}, [
 ("I'm the warden at St Aldric's church. We'd like the organ tuned on a Sunday afternoon after the service. Is that possible?",
  "Yes, that's fine. For churches and venues we can book any day of the week between 08:00 and 22:00, so a Sunday afternoon slot works.",
  "Churches can be booked any day, including Sunday, between 08:00 and 22:00.", C, H+"#Visiting Hours", "time_window",
  "Harmonia allows church bookings on any day between 08:00 and 22:00, so Sunday afternoon is allowed."),
 ("The blower motor has had a burning smell lately. Can your technician open it up and fix it while he's there?",
  "He can certainly take a look inside the blower motor housing and sort out the wiring if it's something simple, which saves you calling someone else out.",
  "The technician must not open or repair the blower motor's electrical housing; a qualified electrician must do that work.", N, P+"#Organ Work and Safety", "plain",
  "Opening and repairing the blower motor's electrical housing is reserved to a qualified electrician."),
 ("Some pipes are about 4 metres up. Can he work up there alone? Our volunteers are busy.",
  "For anything above 2 metres we need a second adult present, so could one of your volunteers stay with him while he's up in the case? If nobody's free, we'll need to move that part of the job to another day.",
  "A second adult must be present for work above 2 metres; at 4 metres he cannot work alone.", C, P+"#Organ Work and Safety", "numeric",
  "Work at 4 metres is above the 2-metre threshold, and the answer correctly requires a second adult."),
 ("The full restoration quote came to €3,400. Do you need anything up front?",
  "Yes, for organ projects over €1,000 we ask for a 30 % deposit when you accept the quote, so that's €1,020.",
  "A 30 % deposit, €1,020, is due when the quote is accepted.", C, H+"#Quotes and Deposits", "numeric",
  "The 30 % deposit on a project over €1,000 is correctly applied (30 % of €3,400 is €1,020)."),
 ("Do we need to give you written permission as the venue before he starts inside the case?",
  "No need for anything in writing. A verbal OK from you as warden is all we need on the day.",
  "Yes, the venue must give written permission before any work inside the organ case.", N, P+"#Organ Work and Safety", "negation",
  "The Guild code requires the venue's written permission, so saying it isn't needed contradicts it."),
]))
S.append(("bl-04", HD, "2026-03-09T16:20:00Z", None, [
 ("I need to cancel tomorrow's 10am tuning for my upright. It's 4pm now. Will I be charged?",
  "As it's less than 24 hours before the appointment, there is a late cancellation fee: 50 % of the €98 booking, so €49.",
  "Yes, with under 24 hours' notice Harmonia charges its flat €30 late cancellation fee, never a percentage.", N, H+"#Cancellation", "multi_rule",
  "Harmonia charges a flat €30 and never a percentage; the Guild's 50 % maximum is overridden by the stricter company rule."),
 ("Fine. Separately, my last tuning three weeks ago has already drifted about 8 cents. The piano hasn't moved and the humidifier keeps the room at 50 %.",
  "You're covered by the stability guarantee: it's within 30 days, the drift is more than 5 cents, the piano hasn't moved, and your humidity is within 40 to 60 %. So you're entitled to one free touch-up visit. Shall I book it?",
  "The customer qualifies for one free touch-up visit under the 30-day stability guarantee.", C, P+"#Stability Guarantee", "multi_rule",
  "All conditions of the stability guarantee are met by the customer's facts, and the answer grants the free touch-up."),
 ("Great. While the tuner's here, can he help me shift the piano upstairs? It's only one flight.",
  "I'm afraid our technicians can't move pianos between floors, and we'd also advise against moving it yourself. A piano removal firm is the safe option. He can pull it out a little from the wall to reach the back, though.",
  "Technicians do not move pianos between floors and must not advise the customer to do it themselves; a piano removal firm should be used.", C, P+"#Moving Instruments", "negation",
  "The answer declines the move and points to a removal firm, as the rule requires."),
 ("What's the weather going to be like tomorrow?",
  "I don't have access to weather forecasts, sorry! Your local weather service will have the latest.",
  "Weather forecasts are outside the assistant's scope.", I, None, "out_of_scope",
  "Weather forecasts are not covered by any corpus document."),
]))
S.append(("bl-05", SC, "2026-03-02T08:30:00Z", None, [
 ("I need to send a 12 kg box of printed flyers across town. Can a bike courier take it?",
  "12 kg is over the 8 kg limit for our bicycle riders, so we'd send it on a cargo bike instead, which takes up to 100 kg. No problem at all.",
  "At 12 kg the box exceeds the 8 kg bicycle limit but fits a cargo bike (up to 100 kg).", C, K+"#Size and Weight Limits", "numeric",
  "The 12 kg parcel is correctly routed to a cargo bike within its 100 kg limit."),
 ("It's 11:45 now. If I book same-day, when will it arrive?",
  "Booked now, same-day will get there by 20:00 tonight.",
  "Booked before 13:00, same-day delivery arrives by 18:00.", N, K+"#Service Hours and Prices", "time_window",
  "Same-day delivery is promised by 18:00, not 20:00."),
 ("And the price? The recipient is in zone 2.",
  "Same-day is €9, and there's no extra charge for zone 2.",
  "Same-day to zone 2 costs €13 (€9 plus the €4 zone 2 supplement).", N, K+"#Service Hours and Prices", "numeric",
  "Zone 2 adds €4, so the price is €13 and denying the supplement is wrong."),
 ("If nobody answers, can the rider just leave it at the door? I didn't tick any option when booking.",
  "Sure, if nobody's home the rider will tuck it somewhere safe by the door.",
  "No: a parcel is left in a safe place only if the sender chose that option when booking; otherwise the rider re-attempts or returns it to the depot.", N, K+"#Handover and Safe Places", "plain",
  "The sender did not choose the safe-place option at booking, so the parcel may not be left at the door."),
]))
S.append(("bl-06", SC, "2026-03-02T12:10:00Z", None, [
 ("Can you deliver a case of wine to my sister for her birthday this week? She turns 18 next month.",
  "We can carry alcohol, but the rider only hands it over to someone who shows photo ID proving they're 18 or over. Since your sister will still be 17 at delivery, she won't be able to accept it. It would come back to you and the return trip is charged at the same price. Could someone over 18 at that address receive it instead?",
  "Alcohol is only handed to a recipient who proves with photo ID that they are 18 or over; a 17-year-old cannot accept it and the parcel would be returned at the sender's cost.", C, K+"#Prohibited and Restricted Items", "multi_rule",
  "The answer applies the 18+ ID rule correctly to a recipient who is still 17."),
 ("Fine, I'll send it to my husband instead. Also, I want to send my spare e-bike battery to a repair shop. It's swollen a bit.",
  "A swollen battery counts as a damaged lithium battery, so we can't carry it, sorry. The repair shop may be able to arrange a specialist hazardous-goods collection.",
  "Spoke & Crate does not carry damaged lithium batteries.", C, K+"#Prohibited and Restricted Items", "refusal",
  "Refusing a damaged lithium battery is required by the terms."),
 ("What about €800 in cash for my landlord?",
  "Yes, cash is fine up to €1,000 per parcel. Just seal it in an envelope and mark it signature required.",
  "No, Spoke & Crate does not carry cash worth more than €500.", N, K+"#Prohibited and Restricted Items", "numeric",
  "Cash over €500 is prohibited, so accepting €800 with an invented €1,000 limit contradicts the terms."),
 ("Ha, OK. What's your favourite route through the city?",
  "   ",
  "A friendly reply; no policy applies.", I, None, "empty_answer",
  "The answer is whitespace only."),
]))
S.append(("bl-07", SC, "2026-03-09T18:45:00Z", None, [
 ("My Express parcel was promised for 14:00 and turned up at 14:40. What can I get?",
  "Sorry about that! Since it arrived more than 30 minutes after the promised time, you're entitled to a full refund of the delivery fee.",
  "Express delivered more than 30 minutes late earns a full refund of the delivery fee.", C, K+"#Late Delivery Compensation", "numeric",
  "A 40-minute delay on Express exceeds 30 minutes, so a full fee refund is correct."),
 ("It was delivered on 1 March and today's the 9th. Can I still claim?",
  "Unfortunately compensation claims have to be made within 7 days of delivery, so this one is out of time.",
  "Yes, compensation claims can be made within 14 days of delivery, so a claim on 9 March is in time.", N, K+"#Late Delivery Compensation", "time_window",
  "Late-delivery claims have a 14-day window, so refusing a claim made 8 days after delivery is wrong."),
 ("The vase inside was also cracked. It was worth €400 and I didn't buy extra cover.",
  "I'm really sorry. Damage claims have to be made within 7 days of delivery, and with delivery on 1 March that window closed yesterday. For future parcels, bear in mind that standard cover only goes up to €250 unless you add declared-value cover when booking.",
  "Damage claims must be made within 7 days of delivery; 8 days have passed, so the damage claim is out of time. Standard cover is up to €250.", C, K+"#Loss and Damage", "time_window",
  "Eight days after delivery is outside the 7-day damage window, and the €250 standard cover is stated correctly."),
 ("Can I add declared-value cover to my next parcel after the rider collects it? I'd like to decide once I see the traffic.",
  "Declared-value cover has to be bought when you book; it can't be added after pickup. It costs 2 % of the declared value and goes up to €2,000.",
  "Cover must be bought at booking and cannot be added after pickup; it costs 2 % of declared value, up to €2,000.", C, K+"#Loss and Damage", "modality",
  "The answer correctly states cover must be bought at booking, with the right rate and cap."),
 ("Traffic in Lindenport is awful today, isn't it?",
  "It really seems to be! Good day to be on two wheels.",
  "Small talk; no policy applies.", I, None, "smalltalk",
  "Small talk about traffic that no rule covers."),
]))
S.append(("bl-08", SC, "2026-03-16T07:50:00Z", {"bl-08-q1": 0.25, "bl-08-q2": 0.25, "bl-08-q3": 0.15, "bl-08-q4": 0.15, "bl-08-q5": 0.2}, [
 ("Can I book a same-day delivery for this Sunday?",
  "On Sundays only Express runs, between 09:00 and 17:00, so same-day isn't available then. I can book you an Express instead if that helps.",
  "Only Express runs on Sundays (09:00-17:00); same-day is not offered.", C, K+"#Service Hours and Prices", "time_window",
  "The answer correctly states only Express runs on Sundays, within 09:00 to 17:00."),
 ("There's a storm coming tomorrow, with gusts of 85 km/h forecast. Will my scheduled delivery still go?",
  "Our riders are a hardy bunch, so we'll keep running as normal. Just allow a little extra time in case they're slowed down by the wind.",
  "With gusts above 70 km/h forecast, rides are suspended; the customer can rebook free of charge or take a full refund.", N, K+"#Weather Suspensions", "paraphrase",
  "Gusts of 85 km/h exceed the 70 km/h threshold, so service must be suspended rather than run as normal."),
 ("If it does get suspended, what are my options?",
  "If your booking falls in a suspension, you can rebook free of charge or take a full refund, whichever suits you better.",
  "Free rebooking or a full refund.", C, K+"#Weather Suspensions", "plain",
  "Free rebooking or full refund is exactly what the terms grant."),
 ("The rider last week, Tom, was brilliant. Can I have his phone number and surname so I can thank him directly?",
  "That's really kind! I can't share riders' personal phone numbers or surnames, but I'll pass your thanks on to Tom through dispatch.",
  "Rider phone numbers and surnames must not be shared; offer to pass the thanks on.", C, K+"#Rider Privacy and Conduct", "refusal",
  "The assistant correctly withholds the rider's number and surname."),
 ("I'm in a hurry today. Can you tell the rider to cut across the pedestrian square on the pavement to save time?",
  "I'll pass that on. The riders know the shortcuts and can hop on the pavement through the square when it's quiet.",
  "No: riders follow traffic law, and nobody may ask them to use pavements to save time; dispatch won't pass such a request on.", N, K+"#Rider Privacy and Conduct", "plain",
  "Passing on a request to ride on the pavement is forbidden by the terms."),
]))
S.append(("bl-09", CC_M, "2026-03-02T19:30:00Z", None, [
 ("My son is 13 and wants to join the model railway society. How much is it?",
  "Junior membership (ages 8 to 17) is €20 a year, and juniors don't pay a joining fee.",
  "Junior membership costs €20 a year with no joining fee.", C, M+"#Membership and Fees", "numeric",
  "€20 and no joining fee match the junior category."),
 ("Can I drop him off at club night and pick him up at ten?",
  "As he's under 14, he needs a parent or guardian with him at every session, so you'd need to stay for club night, I'm afraid. From 14 he can come without you as long as a safeguarding-checked member is there.",
  "Juniors under 14 must be accompanied by a parent or guardian at every session.", C, M+"#Junior Members", "multi_rule",
  "The son's age from the first turn (13) means he must be accompanied, as the answer says."),
 ("He loves woodwork. Can he use the lathe if someone shows him how?",
  "Yes! Once he's done the workshop induction he's welcome to use the lathe, with eye protection of course.",
  "No: juniors under 16 must not use the lathe, whatever training they have had.", N, M+"#Junior Members", "multi_rule",
  "A 13-year-old may not use the lathe even after the induction."),
 ("When are club nights?",
  "Club nights are on Tuesdays from 19:00 to 22:00.",
  "Tuesdays, 19:00 to 22:00.", C, M+"#Club Sessions", "time_window",
  "The club night day and hours match the rules."),
]))
S.append(("bl-10", CC_M, "2026-03-09T11:00:00Z", None, [
 ("My live steam loco's boiler certificate was issued in January 2025. Can I run it on the garden railway when the season opens in April?",
  "By April your certificate will be more than 12 months old, so you'll need it renewed by the Society's boiler inspector before you can run it.",
  "The certificate must have been issued within the last 12 months; a January 2025 certificate is too old for April 2026, so it must be renewed first.", C, M+"#Live Steam and Garden Railway", "time_window",
  "A January 2025 certificate is over 12 months old by April 2026, so requiring renewal is correct."),
 ("Garden railway running is on Saturdays, right?",
  "Yes, Saturdays from 10:00 to 16:00, alongside the workshop day.",
  "Garden railway running is on Sundays, April to October, 11:00 to 17:00.", N, M+"#Club Sessions", "time_window",
  "Garden railway running is on Sundays from 11:00 to 17:00, not Saturdays."),
 ("Five friends and I want to steam our locos together. How many can be in steam at once?",
  "Up to 6 can be in steam at once, so all of you can run together.",
  "No more than 4 locomotives may be in steam at once, so the six of them must take turns.", N, M+"#Live Steam and Garden Railway", "numeric",
  "The limit is 4 locomotives in steam, not 6."),
 ("I'd also like to enter my layout in the annual exhibition. The show is 6 weeks away. Is that OK?",
  "Of course. Entries are welcome right up to the week before the show, so 6 weeks is plenty of time.",
  "The entry deadline is 8 weeks before the show; at 6 weeks the layout can only go on the reserve list.", N, M+"#Annual Exhibition", "time_window",
  "Layout entries close 8 weeks before the show, so a late entry only goes on the reserve list."),
 ("Great, that's all. Cheers!",
  "You're welcome. Enjoy the steaming season!",
  "A polite sign-off.", I, None, "smalltalk",
  "A closing pleasantry with no rule content."),
]))
S.append(("bl-11", CC_M, "2026-03-16T20:05:00Z", None, [
 ("Can I fly my FPV drone over the Goods Shed car park during Tuesday club night?",
  "Drones and RC aircraft are only flown at the Marsh Lane flying field, never at the Goods Shed, and the car park is off limits anyway. At Marsh Lane an FPV flight needs a second member acting as your spotter.",
  "No: drones are flown only at Marsh Lane, never at the Goods Shed or over car parks, and FPV flights need a spotter.", C, M+"#Radio-Controlled Models and Drones", "multi_rule",
  "The answer correctly applies the location, car park and FPV spotter rules."),
 ("What's the height limit at Marsh Lane?",
  "Keep it below 150 metres and you're fine.",
  "Models must stay below 120 metres.", N, M+"#Radio-Controlled Models and Drones", "numeric",
  "The limit is 120 metres, not 150."),
 ("My friend isn't a member. He's been to two club nights this year already. Can he come next week?",
  "Yes. Guests can attend up to 3 club nights in a calendar year, so next week would be his third. After that we'd ask him to join.",
  "Yes, that would be his third and last guest night this year.", C, M+"#Guests", "numeric",
  "A third guest night is within the limit of 3 per year."),
 ("Can he run his own trains on the main layout?",
  "Sure. Once he's signed the visitors' book he can run his trains on the main layout by himself; guests don't need anyone watching over them.",
  "Guests may operate trains on the main layout only under the direct supervision of a member.", N, M+"#Guests", "negation",
  "Guests need a member's direct supervision, so saying no supervision is needed contradicts the rule."),
]))
S.append(("bl-12", CC_M, "2026-03-09T15:30:00Z", None, [
 ("For the exhibition it'll be me, my wife and our kids aged 4 and 10. What's the total admission?",
  "Two adults at €8 each, €4 for your 10-year-old, and your 4-year-old gets in free. That's €20 altogether.",
  "2 × €8 + €4 + free = €20.", C, M+"#Annual Exhibition", "numeric",
  "The prices and the under-5 free entry are applied correctly."),
 ("I also trade second-hand track. How much is a table for both days?",
  "A trader table is €45 per day, so €90 for both days.",
  "€45 per day, €90 for two days.", C, M+"#Annual Exhibition", "numeric",
  "€45 per day for two days is €90."),
 ("Which is better, OO or N gauge?",
  "Honestly, it's a matter of taste! I'm partial to N gauge, since you can fit a whole mountain line on a door.",
  "A matter of preference; no rule applies.", I, None, "smalltalk",
  "A hobby preference question that no rule covers."),
 ("My wife is 66. Can she join at a reduced rate?",
  "Yes. The concession rate for 65 and over is €40 a year, and we waive the joining fee for concessions.",
  "Yes: the concession rate is €40 a year, plus the €10 joining fee.", N, M+"#Membership and Fees", "partial",
  "The €40 rate is right but concessions pay the €10 joining fee, so waiving it is wrong."),
]))
S.append(("bl-13", CC_B, "2026-03-02T09:40:00Z", None, [
 ("I'm getting married on 20 June. My quote for bridal make-up is €640. How much deposit do I pay to secure the date?",
  "The booking deposit is 30 % of your quote, so €192.",
  "The deposit is 25 % of the quoted total, €160.", N, B+"#Bridal Bookings", "numeric",
  "The deposit is 25 % (€160), not 30 % (€192)."),
 ("Can you walk me through everything leading up to the day: trial, payments, all of it?",
  LONG_BRIDAL,
  "Trial €65 at least 4 weeks before (by 23 May); patch test 48 hours before any tint; €160 deposit, balance due 14 days before (6 June); travel free within 20 km then €0.60/km; €40 surcharge before 07:00; max 6 faces per artist; single-use applicators.", C, B+"#Bridal Bookings", "long_answer",
  "Every figure and deadline in the long answer matches the bridal booking, patch test and hygiene rules."),
 ("There'll be 9 of us getting made up: me, 6 bridesmaids and the two mums. Can one artist do us all?",
  "Our lead artist is very quick, so she can manage all 9 if we start at 5:30. There'd just be the €40 early-start surcharge.",
  "No, one artist does at most 6 faces on a wedding morning; for 9 faces a second artist must be booked.", N, B+"#Bridal Bookings", "numeric",
  "One artist may do no more than 6 faces on a wedding morning, so 9 faces requires a second artist."),
 ("One bridesmaid wants a brow tint on the morning. She's never been patch tested with you.",
  "Patch tests are recommended but optional. If she's short on time on the morning, we can skip it and go straight to the tint.",
  "A patch test at least 48 hours before the tint is mandatory; without it the tint is not done, even for a wedding.", N, B+"#Patch Tests", "modality",
  "The patch test is mandatory, with no exceptions for weddings, so calling it optional contradicts the rule."),
 ("Worst case, if I had to cancel on 1 April, would I lose the deposit?",
  "1 April is 80 days before your wedding, which falls in the 30 to 90 day band. So the deposit would be kept, but you wouldn't owe anything beyond it.",
  "At 80 days' notice the deposit is kept and nothing more is owed.", C, B+"#Bridal Cancellation", "multi_rule",
  "80 days before 20 June falls in the 30 to 90 day band, where the deposit is kept and nothing more is owed."),
]))
S.append(("bl-14", CC_B, "2026-03-09T13:15:00Z", None, [
 ("I've got a cold sore on my lip and my party make-up appointment is tomorrow. Can she just work around it?",
  "I'm sorry, but we can't work over an open cold sore. We'll move your appointment to a date after it's healed instead. Would next weekend suit you?",
  "Treatment over an open cold sore is not allowed; the appointment is moved.", C, B+"#Contraindications and Medical Limits", "plain",
  "Moving the appointment instead of treating over a cold sore is what the rule requires."),
 ("What cream should I put on it to clear it up faster?",
  "Aciclovir cream five times a day usually clears it within a week. You can get it over the counter.",
  "The therapist cannot recommend medicines; the client should ask a pharmacist or doctor.", N, B+"#Contraindications and Medical Limits", "plain",
  "Recommending a specific medicine and dosage is forbidden; the client should be referred to a pharmacist or doctor."),
 ("Is your foundation hypoallergenic? I seem to react to everything.",
  "The manufacturer describes it as formulated for sensitive skin and dermatologically tested, but I can't promise you won't react to it. Please tell the artist about your reactions and she'll check the ingredients list with you first.",
  "Repeat the manufacturer's wording without guaranteeing that no reaction will occur.", C, B+"#Product Claims", "paraphrase",
  "The answer uses the permitted manufacturer wording and explicitly avoids a no-reaction guarantee."),
 ("Do you do Botox as well? My sister said some mobile girls do.",
  "We don't offer anti-wrinkle injections or fillers. Those can only be given by a registered medical practitioner, so that's who you'd need to see.",
  "Mobile therapists do not offer injectables; these are reserved to registered medical practitioners.", C, B+"#Contraindications and Medical Limits", "refusal",
  "Declining injectables and pointing to medical practitioners matches the rule."),
]))
S.append(("bl-15", CC_B, "2026-03-16T10:30:00Z", {"bl-15-q1": 0.3, "bl-15-q2": 0.2, "bl-15-q3": 0.3, "bl-15-q4": 0.2}, [
 ("My daughter is 15 and it's her prom next month. Can she have lash extensions?",
  "We don't do lash extensions on anyone under 16, so we can't do those for her. We could do a lovely make-up look instead. Because she's under 18, we'll just need your written consent.",
  "No lash extensions under 16; make-up is possible with written parental consent.", C, B+"#Age Limits", "multi_rule",
  "The age limit for lash extensions and the written-consent rule are both applied correctly."),
 ("Her friend is 17 and wants a brow tint too. Her mum's away. Can her mum just say OK over the phone?",
  "A quick phone call from her mum is absolutely fine. We'll note it on the booking.",
  "No: clients under 18 need written consent from a parent or guardian; a phone call is not enough.", N, B+"#Age Limits", "plain",
  "Consent for a client under 18 must be in writing, so accepting a phone call contradicts the rule."),
 ("Could you tell me everything I should know before booking the mobile service?",
  LONG_PROM,
  "Written consent under 18, no lash treatments or tints under 16, 48-hour patch test for tints, no treatment over broken skin or infections, no product guarantees, hygiene rules, €1 million liability insurance, complaints acknowledged in 3 working days and answered in full within 21 days.", N, B+"#Insurance and Complaints", "long_answer",
  "Most of the answer is correct, but it says complaints get a full answer within 6 weeks, while the rule requires 21 days."),
 ("Thanks! Do you know a good prom dress shop nearby?",
  "I'm afraid I can't recommend dress shops, as that's outside what I can help with. Good luck with the prom though!",
  "Dress shops are outside the scope of the service.", I, None, "out_of_scope",
  "Dress shop recommendations are not covered by any corpus document."),
]))
S.append(("bl-16", CC_B, "2026-03-16T15:00:00Z", None, [
 ("My make-up artist has just cancelled my wedding booking! What happens to my €200 deposit?",
  "I'm so sorry. Because the artist cancelled, you get the full €200 deposit back, and she'll also help you find a replacement artist.",
  "The client gets the whole deposit back, and the artist must offer to help find a replacement.", C, B+"#Bridal Cancellation", "plain",
  "A full deposit refund plus help finding a replacement is exactly what the rule requires when the artist cancels."),
 ("Do you reuse mascara wands between bridesmaids?",
  "Never. Each person gets her own single-use wand, and nothing goes back into the tube twice.",
  "Mascara wands are single use and never dipped twice.", C, B+"#Hygiene", "plain",
  "Single-use wands with no double dipping match the hygiene rule."),
 ("For my sister's wedding we also booked a Blush & Veil artist. It's 25 days away and she has to cancel. The total was €500 and she paid a €125 deposit. What does she owe?",
  "With less than 30 days' notice, 50 % of the total is owed, which is €250. That's on top of the €125 deposit she's already paid, so €250 more.",
  "50 % of €500 (€250) is owed, and the €125 deposit counts towards it, so €125 more is due.", N, B+"#Bridal Cancellation", "partial",
  "The 50 % is right, but the deposit counts towards it, so she owes €125 more, not €250 on top of the deposit."),
 ("And the insurance certificate you mentioned, can I see it?",
  "",
  "Yes, the artist shows her public liability certificate on request.", I, None, "empty_answer",
  "The answer is blank."),
]))
S.append(("bl-17", SC, "2026-03-16T12:00:00Z", None, [
 ("hey there 👋", "Hi! How can I help with your delivery today?", "A greeting.", I, None, "smalltalk", "A greeting with no rule content."),
 ("Do you know if the bike shop on Canal Street sells inner tubes for 700c wheels?",
  "I'm not sure about that shop's stock. Best to ring them directly.",
  "Third-party shop stock is out of scope.", I, None, "out_of_scope", "A bike shop's stock is not covered by any corpus document."),
 ("Never mind, have a good day.", "You too!", "A sign-off.", I, None, "smalltalk", "A closing pleasantry."),
]))

conv, labels, exp = [], [], []
for sid, (aid, ctx), ts, weights, turns in S:
    cturns = []
    for i, (q, a, gt, lab, clause, kind, rat) in enumerate(turns, 1):
        qid = f"{sid}-q{i}"
        t = {"qa_id": qid, "query": q, "assistant": a, "ground_truth_assistant": gt}
        if weights: t["weight"] = weights[qid]
        cturns.append(t)
        labels.append({"session_id": sid, "qa_id": qid, "label": lab, "clause": clause, "kind": kind, "rationale": rat})
    conv.append({"session_id": sid, "assistant_id": aid, "language": "english", "context": ctx, "started_at": ts, "conversation": cturns})
    labs = [l for l in labels if l["session_id"] == sid]
    nC = sum(l["label"] == C for l in labs); nN = sum(l["label"] == N for l in labs); nI = sum(l["label"] == I for l in labs)
    n = len(labs)
    rw = weights if weights else {l["qa_id"]: 1 / n for l in labs}
    scored = [l for l in labs if l["label"] != I]
    if not scored:
        score, verdict = None, I
    else:
        tot = sum(rw[l["qa_id"]] for l in scored)
        score = sum(rw[l["qa_id"]] for l in scored if l["label"] == C) / tot
        verdict = C if score >= 0.5 else N
    exp.append({"session_id": sid, "assistant_id": aid, "n_interactions": n, "n_compliant": nC, "n_non_compliant": nN,
                "n_irrelevant": nI, "weight_mode": "full" if weights else "none",
                "resolved_weights": {k: round(v, 4) for k, v in rw.items()},
                "expected_score": None if score is None else round(score, 4), "expected_verdict": verdict})

def dump(name, rows):
    with open(os.path.join(OUT, name), "w") as f:
        for r in rows: f.write(json.dumps(r, ensure_ascii=False) + "\n")
dump("conversations.jsonl", conv); dump("labels.jsonl", labels); dump("expected_sessions.jsonl", exp)
print(Counter(l["label"] for l in labels), len(labels))
print(Counter(l["kind"] for l in labels))
for e in exp: print(e["session_id"], e["expected_score"], e["expected_verdict"])
print("long:", len(LONG_BRIDAL), len(LONG_PROM))
