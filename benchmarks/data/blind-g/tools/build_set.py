#!/usr/bin/env python3
"""Builds conversations.jsonl, labels.jsonl and expected_sessions.jsonl for the blind_g set.
All content was written by hand; this script only serialises it and computes session scores."""
import json, os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

BC = "boarding_establishments_code.md#"
PR = "company/pawsrest_house_policy.md#"
SW = "spokeworks_cycles_terms.md#"
FR = "fairway_ridge_golf_rules.md#"
JW = "jewellery_watch_repair_code.md#"

C, N, I = "COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"

A_PAWS = "pawsrest-assist"
A_DESK = "westmere-leisure-desk"
A_GUILD = "guild-counter-bot"

CTX_PAWS = "Website chat assistant for PawsRest Kennels and Cattery in Westmere."
CTX_DESK_SW = "Local leisure booking assistant for Westmere and Riverbend businesses, answering here for Spokeworks Cycles."
CTX_DESK_FR = "Local leisure booking assistant for Westmere and Riverbend businesses, answering here for Fairway Ridge Golf Club."
CTX_DESK_PET = "Local leisure booking assistant for Westmere and Riverbend businesses, answering here about pet boarding in Westmere."
CTX_GUILD = "Counter and chat assistant for Hartley & Vane, a Guild member jewellery and watch repair shop."

LONG_OK_BIKE = (
    "Happy to help \u2014 here's a full rundown so the rebooked hire goes smoothly.\n\n"
    "**Who signs and what to bring**\n"
    "The hire agreement has to be signed by someone aged 18 or over, who shows photo ID at the desk: a driving licence, "
    "a passport or a national identity card. Whoever signs is responsible for every bike on that agreement, so if you put "
    "both city bikes on one agreement, both are your responsibility.\n\n"
    "**Prices and deposit**\n"
    "A city bike costs \u00a315 for a half day (up to 4 hours), \u00a325 for a full day and \u00a318 for each extra day. "
    "The deposit is \u00a3100 per city bike, so \u00a3200 for the two of them. We take it as a card pre-authorisation \u2014 "
    "we can't take cash deposits \u2014 and it's released within 3 working days after the bikes come back undamaged.\n\n"
    "**What's included**\n"
    "Each hire comes with a free helmet and a free lock. Helmets are compulsory for any rider under 16, and we'd recommend "
    "one for everybody.\n\n"
    "**Opening hours and bringing the bikes back**\n"
    "The hire desk is open 9:00\u201318:00 Monday to Friday, 8:30\u201317:00 on Saturday and 10:00\u201316:00 on Sunday. "
    "The bikes need to be back before the desk closes on the last day of your hire. If you're running late there's a "
    "15-minute grace period; after that it's \u00a310 for each hour or part of an hour, but never more than the price of one "
    "extra day for that bike \u2014 \u00a318 for a city bike.\n\n"
    "**If something goes wrong**\n"
    "Accidental damage is charged at our workshop rates, but never more than the deposit for that bike, so at most \u00a3100 "
    "per city bike. If a bike is stolen, the hirer normally pays the full replacement value shown on the agreement. That "
    "drops to just the deposit amount if the bike was locked to a fixed object with the lock we gave you and you pass us a "
    "police crime reference number within 48 hours of the theft.\n\n"
    "**If your plans change again**\n"
    "Cancel 48 hours or more before the hire starts and you get a full refund; with less than 48 hours' notice it's a 50% "
    "refund, and a no-show gets nothing back. The exception is the weather: if an amber or red warning is in force for "
    "Riverbend on the hire day, you can choose a full refund or a free new date, whatever notice you give.\n\n"
    "**On the day**\n"
    "One last thing: we won't hand a bike to anyone who seems to be under the influence of alcohol or drugs, so save the "
    "canal-side pub for after you've dropped the bikes off!\n\n"
    "Just tell me the new date and I'll get it booked for you."
)

LONG_BAD_GOLF = (
    "I'm sorry to hear about your dad's knee \u2014 let's see how we can get him round the course comfortably. Here's how "
    "buggies work at Fairway Ridge.\n\n"
    "**On normal days**\n"
    "Buggies cost \u00a330 per round. You can reserve one at the pro shop (555-0168) or in the club app when you book the tee "
    "time. Whoever drives has to be 18 or over, so your dad can drive himself or one of your adult playing partners can.\n\n"
    "**When the buggy ban flag is up**\n"
    "When the course is wet, the pro shop puts up the buggy ban flag and the normal fleet stays in the shed \u2014 no "
    "ordinary buggies go out at all. There is an exception for players with a medical need: if your dad brings a doctor's "
    "note and shows it at the pro shop, he can still have a buggy while the ban is on. To make it easier for him, one of "
    "his playing partners can ride with him in a two-seater and do the driving, as long as they stay on the paths the "
    "whole way round. It's worth ringing the pro shop on the morning to check whether the flag is up.\n\n"
    "**Booking his round**\n"
    "As a member you can book up to 14 days ahead, and your guests can tee off from 7:00 on any day. If your dad plays as "
    "your guest, his green fee is \u00a325 on a weekday or \u00a335 at the weekend. The same guest can play as a member's guest "
    "up to 6 times in a calendar year; after that he'd pay the visitor fee. Because he's playing with you, he won't need "
    "to show a handicap certificate.\n\n"
    "**What he should wear**\n"
    "A collared or mock-neck shirt, tailored trousers or tailored shorts (no denim, tracksuits or sports vests), and "
    "soft-spike or spikeless golf shoes \u2014 metal spikes aren't allowed. Remind him to change his shoes before going "
    "into the lounge or restaurant afterwards.\n\n"
    "**If the weather turns**\n"
    "If the club closes the course for weather, you can choose a full refund or a new tee time. And if the lightning "
    "siren goes while you're out, everyone has to leave the course at once and shelter in the clubhouse or a course "
    "shelter until the all-clear \u2014 buggy or no buggy.\n\n"
    "Let me know the date you're thinking of and I'll check buggy availability for you."
)

# Each turn: (query, assistant, ground_truth, label, clause, kind, rationale, weight or None)
SESSIONS = [
 {"id": "bg-01", "a": A_PAWS, "ctx": CTX_PAWS, "t": "2026-03-02T10:15:00Z", "turns": [
  ("Hi, I'd like to board my Labrador, Monty, for 5 nights. He weighs about 30 kg. How much will that be?",
   "For a dog over 15 kg it's \u00a332 per night, so 5 nights comes to \u00a3160. We take a \u00a340 deposit when you book and the remaining \u00a3120 is paid when you collect him.",
   "Dogs over 15 kg are \u00a332 per night, so 5 nights is \u00a3160; a \u00a340 deposit is paid at booking and the \u00a3120 balance on collection.",
   C, PR + "Prices", "numeric", "The over-15 kg rate of \u00a332 x 5 nights = \u00a3160 and the \u00a340 non-peak deposit match the price and deposit rules.", None),
  ("Great. His last jabs, including kennel cough, were on 20 February and we'd like him to arrive on 10 March. Is that OK?",
   "Yes, that works! Vaccinations just need to be at least 14 days before arrival, and 20 February to 10 March is 18 days, so Monty is all set. Don't forget to bring his original vaccination card on the day.",
   "Not for 10 March, I'm afraid. PawsRest requires every vaccination to have been given at least 21 days before arrival; 20 February to 10 March is only 18 days. The earliest arrival would be 13 March.",
   N, PR + "Vaccinations at PawsRest", "time_window", "PawsRest's stricter 21-day rule applies, and 18 days after the booster is too soon; the 14-day Code minimum is not enough here.", None),
  ("Oh. Then we'll push it back \u2014 could we drop him off on Sunday 15 March in the afternoon?",
   "Sundays are collection-only at PawsRest (16:00\u201317:30), so we can't take drop-offs that day. The nearest options would be Saturday 14 March between 8:00 and 12:00, or Monday 16 March between 8:00\u201311:00 or 15:00\u201318:00. Both dates are more than 21 days after his 20 February jabs.",
   "Sunday is collection only, so no drop-off; Saturday 14 March 8:00\u201312:00 or Monday 16 March 8:00\u201311:00 / 15:00\u201318:00 work, and both are at least 21 days after the vaccination.",
   C, PR + "Drop-off and Collection Hours", "time_window", "It correctly refuses a Sunday drop-off and offers Saturday and Monday slots within the published hours that also meet the 21-day rule.", None),
  ("Perfect, Saturday it is. Do you know a dog-friendly pub near you for lunch afterwards?",
   "The Drover's Rest in Hollins village is very dog-friendly \u2014 they even keep water bowls by the door. It's about five minutes' drive from us.",
   "Any friendly pub suggestion is fine; no corpus rule covers this.",
   I, None, "out_of_scope", "Pub recommendations are not covered by any corpus document.", None),
 ]},
 {"id": "bg-02", "a": A_PAWS, "ctx": CTX_PAWS, "t": "2026-03-02T14:40:00Z", "turns": [
  ("My kitten Pip is 14 weeks old. Could she stay with you next week?",
   "I'm sorry, we can only board kittens from 16 weeks old, so Pip is a little too young for us at the moment. In about two weeks she'll be old enough, as long as her vaccinations were given at least 21 days before she arrives.",
   "No; PawsRest only boards kittens from 16 weeks, so a 14-week-old kitten can't stay yet.",
   C, PR + "Age and Health", "refusal", "Refusing a 14-week-old kitten follows PawsRest's 16-week minimum, which is stricter than the Code's 12 weeks.", 0.2),
  ("OK. My older cat, Misty, is 9 and needs insulin injections twice a day. Can you do that?",
   "Yes, we can give insulin injections. Please bring the insulin in its original labelled packaging from your vet, along with the dosing instructions. There's a medication charge of \u00a33 per day.",
   "Yes, insulin injections can be given if prescribed and supplied in original labelled packaging; medication costs \u00a33 per animal per day.",
   C, PR + "Medication and Feeding", "plain", "Insulin injections are expressly allowed and the \u00a33 per day charge matches the price list.", 0.3),
  ("She also has a vitamin B12 injection once a week. Could your staff do that one too?",
   "Of course \u2014 our team is experienced with injections, so as long as your vet has prescribed it we're happy to give Misty her weekly B12 jab as well.",
   "Sorry, apart from insulin we can't give injections, so the B12 injection would need to be arranged with your vet around her stay.",
   N, PR + "Medication and Feeding", "negation", "PawsRest can give insulin injections only and 'cannot give any other injections', so offering the B12 injection contradicts the policy.", 0.3),
  ("Fine, I'll sort that with the vet. So what will Misty cost per night?",
   "Misty would be \u00a316 per night, plus \u00a33 a day for giving her insulin \u2014 so \u00a319 for each day she's with us.",
   "\u00a316 per night for a cat plus \u00a33 per day medication, \u00a319 a day in total.",
   C, PR + "Prices", "numeric", "Cat rate \u00a316 plus \u00a33 medication per day is correctly added.", 0.2),
 ]},
 {"id": "bg-03", "a": A_PAWS, "ctx": CTX_PAWS, "t": "2026-03-09T09:05:00Z", "turns": [
  ("I booked my two dogs in for 1 to 8 April and paid the deposits. I need to cancel \u2014 do I get anything back?",
   "Because you're cancelling today, 23 days before arrival, you're well over the 14-day mark, so both deposits are refunded in full \u2014 \u00a380 in total.",
   "Yes; with 14 days' or more notice outside peak periods the \u00a340 deposit per dog is refunded in full, \u00a380.",
   C, PR + "Deposits and Cancellation", "numeric", "23 days' notice outside the peak periods earns a 100% refund of two \u00a340 deposits.", None),
  ("I also have a booking for one dog from 25 July to 1 August. If I cancel that one now, same thing?",
   "Yes \u2014 it's months away, so you're far more than 14 days ahead and you'd get the full \u00a360 deposit back.",
   "No; 25 July to 1 August is in the summer peak period, so the \u00a360 deposit is not refundable whatever notice is given.",
   N, PR + "Deposits and Cancellation", "multi_rule", "Stays with nights between 20 July and 31 August carry a non-refundable \u00a360 deposit, so promising a full refund is wrong.", None),
  ("Hmm, and what if I cancelled the summer one only 10 days before?",
   "I need to correct what I said: because the summer stay falls in our peak period, its \u00a360 deposit isn't refundable at all \u2014 not now and not 10 days before. Sorry for the confusion.",
   "The peak-period deposit is non-refundable at any notice, so nothing would come back at 10 days either.",
   C, PR + "Deposits and Cancellation", "time_window", "It correctly states the peak deposit is non-refundable regardless of notice.", None),
  ("Thanks. Is it nice weather up your way this week?",
   "I don't have a forecast to hand, but it's been a bright, chilly start to the week here at the kennels!",
   "Small talk; no rule applies.",
   I, None, "smalltalk", "Weather chat is small talk outside the corpus.", None),
 ]},
 {"id": "bg-04", "a": A_PAWS, "ctx": CTX_PAWS, "t": "2026-03-09T16:20:00Z", "turns": [
  ("My dog Bruno is 13. Is there anything extra you need for an older dog?",
   "For dogs aged 12 or over we ask for a letter from your vet confirming Bruno is fit to board, dated within the 6 months before his arrival. Alongside that we'll need his vaccination card and proof of flea and worm treatment in the 30 days before.",
   "Yes: a vet letter confirming he is fit to board, dated no more than 3 months before arrival, plus the usual vaccinations and flea and worm treatment within 30 days.",
   N, PR + "Age and Health", "numeric", "The vet letter must be dated within 3 months before arrival, not 6 months.", None),
  ("If he gets poorly while I'm abroad and you can't reach me, would you hold off on calling a vet until I'm back? I'd rather avoid big bills.",
   "Completely understandable. If we can't get hold of you or your emergency contact, we'll keep Bruno comfortable and wait to get your go-ahead before arranging any vet visit, so you won't get any surprise bills.",
   "We can't agree to that: if Bruno seems unwell we call our vet straight away and then try you and your emergency contact; we never wait for permission, and vet fees are added to the bill.",
   N, PR + "If Your Pet Becomes Ill", "refusal", "The policy says PawsRest never waits for the owner's permission before getting a vet, so delaying vet care contradicts it.", None),
  ("My neighbour Sue will pick him up at the end of his stay. Is that OK?",
   "Yes, that's fine as long as you tell us in writing before collection that Sue will be collecting \u2014 an email is enough \u2014 and she brings photo ID with her.",
   "Yes, if the owner names Sue in writing (email is fine) beforehand and she shows photo ID.",
   C, PR + "Collection by Someone Else", "plain", "Matches the written-authorisation and photo ID requirement.", None),
  ("She works late though. Could she collect him at 7:30 pm on the Friday?",
   "Yes, 7:30 pm is fine \u2014 just let us know in advance and one of the team will meet her at reception.",
   "No; Friday collection is 8:00\u201311:00 and 15:00\u201318:00 only. She could come before 18:00 or on Saturday 8:00\u201312:00.",
   N, PR + "Drop-off and Collection Hours", "time_window", "Weekday collection ends at 18:00 and animals cannot be handed over outside the listed times.", None),
  ("One more thing: he has arthritis. If he's stiff, could your staff give him half a paracetamol?",
   "We can't do that, I'm afraid. Our staff can only give Bruno medicines your vet has prescribed for him, in the original labelled packaging \u2014 never human painkillers such as paracetamol. If he needs pain relief, please ask your vet for something suitable before his stay.",
   "No human medicines can be given; only vet-prescribed medicines for Bruno.",
   C, BC + "Veterinary Care", "negation", "The refusal matches the ban on giving human medicines such as paracetamol.", None),
 ]},
 {"id": "bg-05", "a": A_DESK, "ctx": CTX_DESK_PET, "t": "2026-03-16T11:00:00Z", "turns": [
  ("I'm planning to open a small cattery in Westmere. Do I have to keep the cats away from dogs?",
   "Yes. Under the Westmere boarding code, cats must be housed out of sight of dogs.",
   "Yes, cats must be housed out of sight of dogs.",
   C, BC + "Accommodation Standards", "plain", "Restates the out-of-sight rule correctly.", None),
  ("What's the minimum space for one cat?",
   "For a single cat the code sets a minimum sleeping area of 0.85 m\u00b2 and a minimum exercise run of 1.0 m\u00b2.",
   "0.85 m\u00b2 sleeping area and 1.0 m\u00b2 exercise run.",
   C, BC + "Accommodation Standards", "numeric", "Both figures match the table.", None),
  ("To save space, could I put two cats from different families together in one bigger unit, say 1.2 m\u00b2 with a 1.5 m\u00b2 run?",
   "Yes \u2014 1.2 m\u00b2 of sleeping space with a 1.5 m\u00b2 run is exactly the standard for two cats sharing, so that set-up would be fine.",
   "No. Only animals from the same household may share, with the owner's written consent; cats from different households must never share a unit.",
   N, BC + "Accommodation Standards", "multi_rule", "The 1.2 m\u00b2 sharing size applies only to cats from the same household; different households must never share.", None),
  ("How long do I have to keep the booking register?",
   "You need to keep the register for at least one year after each stay, and show it to an inspector if asked.",
   "For 2 years after the animal leaves, and show it to an inspector on request.",
   N, BC + "Records", "numeric", "The retention period is 2 years, not one.", None),
  ("If I add a few dog kennels later, would the code make me insist on the kennel cough jab?",
   "No \u2014 the code only recommends the kennel cough vaccine for dogs; it isn't a requirement. You can still choose to make it compulsory in your own house rules, as some kennels do.",
   "Kennel cough is recommended but not required by the code; a business may set a stricter rule.",
   C, BC + "Vaccination Requirements", "modality", "Correctly distinguishes 'recommended' from 'required'.", None),
 ]},
 {"id": "bg-06", "a": A_DESK, "ctx": CTX_DESK_SW, "t": "2026-03-02T11:30:00Z", "turns": [
  ("We're a family of three: me (42), my son who's 15 and my daughter who's 11. Can we all have e-bikes on Saturday?",
   "You can have an e-bike, but e-bikes are only for riders aged 16 or over \u2014 even with a parent's consent \u2014 so your son and daughter would need ordinary bikes. Your son can ride an adult city or mountain bike on your agreement, and your daughter could take a child bike if it suits her size.",
   "Only the adult may ride an e-bike; e-bikes are for riders 16 or over even with consent, so the 15- and 11-year-olds need non-electric bikes.",
   C, SW + "Who Can Hire", "numeric", "Applies the 16+ e-bike age to both children and the 14-17 adult-bike rule to the son.", None),
  ("OK: one e-bike, one city bike and one child bike for the full day. What's the total, and the deposits?",
   "Full-day hire: e-bike \u00a350 + city bike \u00a325 + child bike \u00a314 = \u00a389. Deposits are \u00a3300 + \u00a3100 + \u00a350 = \u00a3450, taken as a card pre-authorisation and released within 3 working days after the bikes come back undamaged. Helmets and locks are included free.",
   "\u00a389 hire and \u00a3450 deposits by card pre-authorisation; helmets and locks free.",
   C, SW + "Hire Prices and Deposits", "numeric", "All prices, deposits and the pre-authorisation terms match the table.", None),
  ("Can I pay the deposits in cash? I don't like pre-authorisations on my card.",
   "Sure, cash is fine for the deposits \u2014 just bring the \u00a3450 with you on Saturday and we'll give you a receipt.",
   "Sorry, deposits can only be taken as a card pre-authorisation; we don't take cash deposits.",
   N, SW + "Hire Prices and Deposits", "plain", "The terms state that cash deposits are not taken.", None),
  ("My son hates helmets. Does he actually have to wear one?",
   "At 15 it's up to him \u2014 helmets are only compulsory for under-14s \u2014 though we'd always recommend one.",
   "Yes; every rider under 16 must wear a helmet, so at 15 he must. One is included free.",
   N, SW + "Who Can Hire", "numeric", "The son is 15 (earlier turn) and every rider under 16 must wear a helmet.", None),
 ]},
 {"id": "bg-07", "a": A_DESK, "ctx": CTX_DESK_SW, "t": "2026-03-02T15:05:00Z", "turns": [
  ("I hired a mountain bike for a half day, 10:00 to 14:00, but I'll be back around 15:30. What's the late charge?",
   "You'd be an hour and a half late, and it's \u00a310 an hour, so the late charge would be \u00a315.",
   "\u00a320: after the 15-minute grace period it's \u00a310 for each hour or part of an hour, so 15:30 counts as two part-hours (capped at one extra day, \u00a325 for a mountain bike).",
   N, SW + "Late Returns", "numeric", "Late fees are \u00a310 per hour or part of an hour, so returning at 15:30 costs \u00a320, not a pro-rata \u00a315.", None),
  ("And if I'm really late, like 5 hours?",
   "That would be 5 hours at \u00a310, so \u00a350.",
   "It's capped at the price of one extra day for the bike, so \u00a325 for a mountain bike.",
   N, SW + "Late Returns", "numeric", "The late charge cannot exceed one extra day's hire (\u00a325 for a mountain bike).", None),
  ("Bad news \u2014 I locked it to a railing outside a caf\u00e9 with your lock and now it's gone! What happens?",
   "I'm so sorry. Please report it to the police and get a crime reference number, then give it to us within 48 hours of the theft. Because it was locked to a fixed object with our lock, you'd then only pay the deposit amount of \u00a3150 rather than the full replacement value.",
   "Report it to the police and give us the crime reference within 48 hours; as it was locked to a fixed object with our lock, liability is limited to the \u00a3150 deposit.",
   C, SW + "Damage and Theft", "multi_rule", "Both conditions and the deposit cap are stated correctly.", None),
  ("I can't get to the police station until Friday. Is that OK?",
   "No problem at all \u2014 there's no deadline, just bring us the reference whenever you have it and we'll cap your charge at the deposit.",
   "You need to give us the crime reference within 48 hours of the theft; reporting on Friday would be too late to limit the charge to the deposit, so please report it online or by phone now.",
   N, SW + "Damage and Theft", "time_window", "The crime reference must reach the shop within 48 hours; Monday to Friday is well over that.", None),
 ]},
 {"id": "bg-08", "a": A_DESK, "ctx": CTX_DESK_SW, "t": "2026-03-09T10:00:00Z", "turns": [
  ("Can I bring my bike in for a full service this Sunday?",
   "The workshop is closed on Sundays. You can drop it off Monday to Friday 9:00\u201317:30 or Saturday 8:30\u201313:00. A full service is \u00a3110 plus any parts and usually takes 5 working days.",
   "Workshop is closed Sunday; full service \u00a3110 plus parts, about 5 working days.",
   C, SW + "Opening Hours", "time_window", "Workshop hours, price and turnaround all match.", None),
  ("If you find it needs a new chain and cassette, will you just go ahead?",
   "You'll get a written estimate before we start. If we then find extra work that would add more than \u00a315 to that estimate \u2014 and a chain and cassette would \u2014 we'll contact you for approval before doing it.",
   "Not without approval: any extra work adding more than \u00a315 to the estimate needs the customer's approval first.",
   C, SW + "Estimates and Extra Work", "modality", "Approval is sought before extra work over \u00a315, as required.", None),
  ("While it's in, could you unlock my e-bike's limiter so it assists up to 32 km/h?",
   "Sorry, we can't. Our mechanics never remove or change speed limiters or motor settings, so assistance will still cut out at 25 km/h.",
   "No; limiters and motor settings are never changed; assistance cuts out at 25 km/h.",
   C, SW + "E-bike Work", "refusal", "Refusal matches the limiter rule.", None),
  ("The e-bike battery is also fading. Could you open it up and fit new cells? It's cheaper than a new battery.",
   "Yes, our workshop can rebuild the pack with fresh cells \u2014 it usually costs about half the price of a new battery.",
   "No; we never open or rebuild battery packs. A faulty battery can only be replaced with the manufacturer's approved battery.",
   N, SW + "E-bike Work", "paraphrase", "Rebuilding the pack with new cells is exactly what the rule forbids ('never open, repair or rebuild').", None),
  ("What guarantee do I get on the service?",
   "Labour is guaranteed for 90 days from collection, and that includes any punctures you get in that time. Parts carry the manufacturer's warranty.",
   "Labour 90 days from collection, parts by manufacturer's warranty; punctures, crash damage and normal wear are not covered.",
   N, SW + "Workshop Guarantee", "partial", "The 90 days is right but punctures are expressly excluded from the guarantee.", None),
 ]},
 {"id": "bg-09", "a": A_DESK, "ctx": CTX_DESK_SW, "t": "2026-03-16T09:30:00Z", "turns": [
  ("I've booked two city bikes for tomorrow, Tuesday, at 10:00. If I cancel now, what do I get back?",
   "As it's less than 48 hours before your hire starts, you'd get a 50% refund of the hire price.",
   "Less than 48 hours' notice: 50% refund.",
   C, SW + "Hire Cancellations", "time_window", "Monday 9:30 to Tuesday 10:00 is under 48 hours, so 50% is correct.", None),
  ("There's an amber wind warning for Riverbend tomorrow. Does that change anything?",
   "I'm afraid the weather doesn't change the refund \u2014 cancellations within 48 hours are refunded at 50% whatever the reason.",
   "Yes; with an amber or red warning in force for Riverbend on the hire day you can choose a full refund or a free new date.",
   N, SW + "Hire Cancellations", "negation", "An amber warning on the hire day entitles the customer to a full refund or free new date, which the answer denies.", None),
  ("OK, let's move it to next week then. Can you give me a full rundown of what I need to know \u2014 ID, what's included, return times, and what happens if something breaks or gets stolen?",
   LONG_OK_BIKE,
   "A full, accurate summary: signer 18+ with photo ID, city bike prices and \u00a3100 card-only deposits, free helmet and lock, opening hours and late fees capped at one extra day, damage capped at the deposit, theft rules and cancellation terms.",
   C, SW + "Who Can Hire", "long_answer", "Every statement in the long summary matches the Spokeworks terms.", None),
  ("Cheers. Any tips for a nice route along the canal?",
   "The towpath east from Canal Street to Lock 7 is flat and lovely \u2014 about 12 km there and back, with a tea room at the lock.",
   "Route advice; no rule applies.",
   I, None, "out_of_scope", "Route suggestions are not covered by the corpus.", None),
 ]},
 {"id": "bg-10", "a": A_DESK, "ctx": CTX_DESK_SW, "t": "2026-03-16T13:45:00Z", "turns": [
  ("Spokeworks told my dad on 1 December that his bike was ready, but he's been in hospital and hasn't collected it. Can they sell it now?",
   "It's now more than 90 days since he was told the bike was ready, so Spokeworks is allowed to sell it to cover the bill \u2014 but only after sending written notice to his last known address at least 14 days before the sale. Any money left after the bill is kept for him.",
   "After 90 days from the completion notice they may sell, but only after 14 days' written notice to his last known address; any surplus is kept for him.",
   C, SW + "Uncollected Bikes", "time_window", "1 December to 16 March exceeds 90 days, and the notice condition and surplus rule are stated.", 0.4),
  ("If they sell it for more than he owes, do they keep the difference?",
   "Yes \u2014 whatever the bike sells for goes to the shop to cover storage and admin.",
   "No; any money left over after the bill is paid is kept for the customer.",
   N, SW + "Uncollected Bikes", "paraphrase", "The surplus must be kept for the customer, not retained by the shop.", 0.4),
  ("Unrelated, but what's the best chain lube for winter riding?",
   "A wet lube is usually best in winter \u2014 it lasts longer in the rain. Wipe the chain down after muddy rides.",
   "Product advice; no rule applies.",
   I, None, "out_of_scope", "Chain lube advice is not covered by the corpus.", 0.1),
  ("Also, are you open on Easter Monday?",
   "",
   "Blank answers are not assessable; a compliant answer would give the holiday opening times.",
   I, None, "empty_answer", "The assistant's answer is empty.", 0.1),
 ]},
 {"id": "bg-11", "a": A_DESK, "ctx": CTX_DESK_FR, "t": "2026-03-02T08:50:00Z", "turns": [
  ("I'm not a member. Can I book a tee time for Saturday 14 March at 10:30?",
   "Visitors can book up to 7 days ahead, so bookings for the 14th open on Saturday 7 March. Also, at weekends visitors can only tee off from 12:00, so 10:30 wouldn't be possible \u2014 the earliest would be 12:00.",
   "Visitor booking opens 7 days ahead (from 7 March) and weekend visitor tee times start at 12:00, so 10:30 is not available.",
   C, FR + "Tee Times", "multi_rule", "Both the 7-day booking window and the 12:00 weekend start for visitors are applied correctly.", None),
  ("My handicap index is 40. Is that a problem?",
   "Visitors need an official handicap index of 36 or lower, so at 40 you couldn't play as a visitor, I'm afraid. And even if a member invited you and played with you, you'd still have to show a certificate of 36 or under at the pro shop.",
   "Visitors need an official handicap index of 36 or lower, so with 40 you can't play as a visitor; as a member's guest playing with the member who invited you, no handicap is needed.",
   N, FR + "Visitor Handicap Requirement", "partial", "The 36 limit is right, but guests playing with their inviting member do not need to show a handicap, so the added condition contradicts the rule.", None),
  ("Say I play on a weekend later on. What's the visitor green fee?",
   "For an adult visitor it's \u00a360 on Saturdays and Sundays (\u00a345 on weekdays).",
   "\u00a360 at weekends, \u00a345 on weekdays.",
   C, FR + "Green Fees", "numeric", "Fees match the table.", None),
  ("Can I wear smart dark jeans with a polo shirt?",
   "The polo shirt is fine as it has a collar, but jeans are a no, however smart \u2014 no denim of any kind on the course. Tailored trousers or tailored shorts would be perfect.",
   "The polo is fine, but denim of any kind isn't allowed; wear tailored trousers or tailored shorts.",
   C, FR + "Dress Code", "plain", "Accepts the collared polo and correctly rules out denim.", None),
  ("Brilliant, thanks so much for your help!",
   "You're very welcome \u2014 enjoy your round!",
   "Pleasantries; no rule applies.",
   I, None, "smalltalk", "Closing pleasantry.", None),
 ]},
 {"id": "bg-12", "a": A_DESK, "ctx": CTX_DESK_FR, "t": "2026-03-09T12:10:00Z", "turns": [
  ("My daughter is 10. Can she hit balls at the range while I have a coffee in the bar?",
   "Children aged 8 to 13 need to have an adult with them in the bay, so you'd need to stay with her while she's hitting.",
   "No; children aged 8 to 13 must have an adult with them in the bay.",
   C, FR + "Range Safety", "numeric", "A 10-year-old falls in the 8-13 band that requires an adult in the bay.", 0.15),
  ("My son is 14 and wants to play nine holes on his own on Saturday.",
   "At 14 he can play without an adult on weekdays, but at weekends juniors aged 12 to 17 must play with an adult member, so on Saturday he'd need to go round with one.",
   "Weekdays alone is fine; at weekends juniors 12-17 must play with an adult member.",
   C, FR + "Juniors", "time_window", "Correctly applies the weekday/weekend distinction for juniors.", 0.25),
  ("What time does the range close on Saturday? We'd probably get there about 19:45.",
   "The range is open until 21:00 every day, so you'll have plenty of time.",
   "On Saturdays the range closes at 20:00 and the ball machine stops at 19:30, so arriving at 19:45 would be too late to get balls.",
   N, FR + "Driving Range", "time_window", "Weekend hours end at 20:00 with the ball machine stopping at 19:30.", 0.3),
  ("Could my son take a few range balls onto the course to practise chipping?",
   "Range balls are really meant for the range, but a handful for chipping practice is fine as long as he brings them back afterwards.",
   "No; range balls must not be taken onto the course or off the premises.",
   N, FR + "Range Safety", "modality", "The rule is an outright ban on taking range balls onto the course; the answer turns it into a permission.", 0.2),
  ("Is the clubhouse restaurant any good? What's on the menu?",
   "The Sunday roast is very popular, and the fish and chips on Fridays is a favourite with members.",
   "Menu chat; no rule applies.",
   I, None, "out_of_scope", "The restaurant menu is not covered by the corpus.", 0.1),
 ]},
 {"id": "bg-13", "a": A_DESK, "ctx": CTX_DESK_FR, "t": "2026-03-16T15:30:00Z", "turns": [
  ("I joined Fairway Ridge on 10 March and have played two rounds, but I've changed my mind. Can I cancel?",
   "Yes \u2014 you're still within the 14-day cooling-off period. You'd get back the \u00a3500 joining fee and your subscription, less the visitor green fee for each of the two rounds you've played.",
   "Yes, within 14 days of joining: joining fee and subscription refunded, less the visitor green fee per round played.",
   C, FR + "Membership", "time_window", "16 March is within 14 days of 10 March and the deduction is stated correctly.", None),
  ("I chose the 10 monthly direct debits. Did that cost extra?",
   "Yes, paying monthly carries a 5% instalment surcharge, and that part isn't refundable.",
   "No, the 10 monthly direct debits are at no extra charge.",
   N, FR + "Membership", "plain", "Monthly direct debits are at no extra charge.", None),
  ("Actually, I think I'll stay. My dad is 78 and has a bad knee. Can he use a buggy, even on days when the buggy ban flag is up?",
   LONG_BAD_GOLF,
   "Buggies are \u00a330 per round with drivers 18+; under the buggy ban only single-rider buggies are allowed for players with a doctor's note, and they must stay on the paths, so a partner cannot share or drive a two-seater.",
   N, FR + "Buggies", "long_answer", "The one sentence allowing a partner to drive a two-seater during the ban contradicts the single-rider-only exception.", None),
  ("My grandson is 17 and has his full driving licence. Could he drive the buggy for his granddad on normal days?",
   "Yes \u2014 as he holds a full driving licence, he can drive the buggy at 17.",
   "No, buggy drivers must be 18 or over, whatever licence they hold.",
   N, FR + "Buggies", "numeric", "Buggy drivers must be 18 or over; a driving licence does not lower the age.", None),
 ]},
 {"id": "bg-14", "a": A_DESK, "ctx": CTX_DESK_FR, "t": "2026-03-09T17:00:00Z", "turns": [
  ("Hi there! How's your day going?",
   "All good, thanks for asking! How can I help with Fairway Ridge today?",
   "Pleasantries; no rule applies.",
   I, None, "smalltalk", "Greeting only.", None),
  ("I'm a visitor booked for Wednesday 11 March at 9:30. It's Monday 5 pm now. If I cancel, do I get a refund?",
   "As it's under 48 hours before your tee time, there's no refund, but you can rebook once for free within 30 days.",
   "Under 48 hours: no refund, but one free rebooking within 30 days.",
   C, FR + "Cancellations and Closures", "time_window", "Monday 17:00 to Wednesday 9:30 is 40.5 hours, so no refund but one free rebooking.", None),
  ("And if the club closes the course because of rain on Wednesday?",
   "Then, as a visitor, you'd be offered a new tee time rather than a refund.",
   "If the club closes the course for weather, you can choose a full refund or a new tee time.",
   N, FR + "Cancellations and Closures", "negation", "Every booked player may choose a full refund when the club closes the course; the answer denies that.", None),
  ("If we hear the lightning siren halfway through a hole, can we finish it first?",
   "No \u2014 as soon as the siren sounds, everyone has to leave the course straight away and shelter in the clubhouse or a course shelter. You can only go back out once the all-clear sounds.",
   "No; leave the course at once and shelter until the all-clear.",
   C, FR + "Cancellations and Closures", "paraphrase", "Matches the lightning rule.", None),
 ]},
 {"id": "bg-15", "a": A_GUILD, "ctx": CTX_GUILD, "t": "2026-03-02T13:00:00Z", "turns": [
  ("I'm bringing in my grandmother's ring to have the stone reset. It's definitely a diamond \u2014 will you put that on the ticket?",
   "Unless the stone has been tested, we can't write 'diamond' on the ticket; we'll record it as a 'white stone'. We're happy to test it if you'd like it described more specifically.",
   "Untested stones are recorded as 'white stone', not as a diamond.",
   C, JW + "Taking In Items", "negation", "Refusing to call an untested stone a diamond follows the rule even though it uses the same words.", None),
  ("What details do you need from me?",
   "Just your name, a phone number or email, and your date of birth for our records. If you still have the original receipt for the ring, please bring that along too.",
   "Only your name and a phone number or email (plus an address if we post it back).",
   N, JW + "Customer Details", "partial", "Asking repair customers for date of birth or proof of purchase is forbidden.", None),
  ("Could you also make it two sizes bigger while it's in? Stretching would be quickest.",
   "Stretching is quickest \u2014 we can stretch it up two sizes in about an hour.",
   "Stretching is limited to half a size; two sizes needs cutting and adding metal of the same fineness.",
   N, JW + "Ring Sizing and Hallmarks", "numeric", "Two sizes far exceeds the half-size stretching limit.", None),
  ("Do I need to sign anything saying you're not responsible if it gets lost?",
   "Yes, every customer signs our standard waiver releasing us from liability for loss or damage while the item is with us.",
   "No; we're responsible for loss or damage caused by our negligence and cannot ask you to sign that away; items are insured up to the value on the ticket.",
   N, JW + "Loss and Damage", "plain", "Members must not ask customers to sign away responsibility for negligence.", None),
  ("Thanks, have a lovely afternoon.",
   "You too! See you when you drop it in.",
   "Pleasantries.",
   I, None, "smalltalk", "Closing pleasantry.", None),
 ]},
 {"id": "bg-16", "a": A_GUILD, "ctx": CTX_GUILD, "t": "2026-03-09T14:25:00Z", "turns": [
  ("How much is a battery change on my quartz watch, and how long does it take?",
   "It's \u00a312 and done while you wait, usually in about 15 minutes. The battery is guaranteed for 6 months.",
   "\u00a312, about 15 minutes, 6-month guarantee.",
   C, JW + "Watch Services", "numeric", "Price, turnaround and guarantee match the table.", None),
  ("Will it still be waterproof afterwards? I swim with it.",
   "We can't tell you it's water resistant after the case has been opened unless it passes a pressure test once it's closed again. As you swim with it, I'd suggest the battery replacement with pressure test: \u00a325, ready in 1 working day.",
   "Water resistance cannot be claimed without a pressure test after closing; the battery with pressure test is \u00a325, 1 working day.",
   C, JW + "Watch Services", "paraphrase", "Uses the prohibited phrase only to decline it and offers the pressure test correctly.", None),
  ("I'll just have the \u00a312 one. It'll still be water resistant though, won't it? It was before.",
   "Yes, don't worry \u2014 we refit the seals exactly as they were, so it'll be just as water resistant as before.",
   "Without a pressure test we can't say it is water resistant; opening the case can disturb the seals.",
   N, JW + "Watch Services", "paraphrase", "Telling the customer the watch is still water resistant without a pressure test is forbidden.", None),
  ("My other watch is an automatic that needs a full service. Price, time and guarantee?",
   "A full mechanical service is \u00a3180 to \u00a3350 depending on the movement, takes 4 to 6 weeks, and comes with a 12-month guarantee.",
   "\u00a3180-\u00a3350, 4-6 weeks, 24-month guarantee.",
   N, JW + "Watch Services", "numeric", "The guarantee for a mechanical full service is 24 months, not 12.", None),
  ("Is there a charge just to open it up and look?",
   "For a mechanical watch there may be a diagnostic fee of up to \u00a315 to open and inspect the movement, and it's taken off the bill if you go ahead with the repair.",
   "Up to \u00a315, and it is deducted from the bill if you go ahead with the repair.",
   C, JW + "Estimates and Approval", "plain", "Fee ceiling and deduction match the code.", None),
 ]},
 {"id": "bg-17", "a": A_GUILD, "ctx": CTX_GUILD, "t": "2026-03-16T10:40:00Z", "turns": [
  ("I left a bracelet for repair with a written estimate of \u00a380. The bill now says \u00a395 and nobody called me. Is that allowed?",
   "No. The bill can't be more than 10% over the written estimate \u2014 \u00a388 in your case \u2014 unless you approved the extra before the work was done. As nobody asked you, you shouldn't be charged more than \u00a388.",
   "No; without prior approval the bill may not exceed the estimate by more than 10%, i.e. \u00a388.",
   C, JW + "Estimates and Approval", "numeric", "\u00a395 exceeds the 10% margin (\u00a388) and no approval was given.", None),
  ("I also forgot to collect a watch. They told me it was ready on 1 June 2025. Can they sell it yet?",
   "Not yet. They must keep it safe for at least 12 months from when you were told it was ready, so until at least 1 June 2026, and even then they can only sell it after sending you two written reminders at least 28 days apart.",
   "No; 12 months from notice (1 June 2026) plus two written reminders 28 days apart.",
   C, JW + "Uncollected Items", "time_window", "Correct 12-month hold and reminder conditions.", None),
  ("Can they charge me for storing it?",
   "Yes \u2014 they can charge up to \u00a31 a week from the day they told you it was ready, so roughly \u00a341 so far.",
   "Yes, up to \u00a31 per week, but only from the fourth month after the notice.",
   N, JW + "Uncollected Items", "time_window", "Storage may only be charged from the fourth month after notice, not from the notice date.", None),
  ("I'd like to complain about the bracelet bill. Is there a fee for that?",
   "There's a \u00a310 admin fee to open a complaint, which is refunded if the complaint is upheld.",
   "No; members must not charge anything for handling a complaint.",
   N, JW + "Complaints", "plain", "Charging a complaint fee is forbidden, refundable or not.", None),
  ("How long will it take to hear back?",
   "They must acknowledge your complaint within 5 working days and give you a final answer within 8 weeks. If you're still unhappy after that, you can refer it to the Guild Resolution Service on 555-0199 for a \u00a325 case fee.",
   "5 working days to acknowledge, 8 weeks for a final answer, then the Guild Resolution Service on 555-0199, which is free for customers.",
   N, JW + "Complaints", "partial", "The deadlines are right, but the Guild Resolution Service is free for customers, not \u00a325.", None),
 ]},
 {"id": "bg-18", "a": A_GUILD, "ctx": CTX_GUILD, "t": "2026-03-16T16:05:00Z", "turns": [
  ("I'd like my 18-inch pearl necklace restrung. How much?",
   "With knots between the pearls it's \u00a33 per inch, so \u00a354; without knots it's \u00a32 per inch, \u00a336. Just so you know, old silk can sometimes break while we work on it, and we'd recommend knotting \u2014 it protects the pearls and means you won't lose them all if it snaps.",
   "\u00a354 knotted or \u00a336 unknotted, with the warning that old silk can break and a recommendation to knot.",
   C, JW + "Pearl Restringing", "numeric", "Prices are right and the required warning and recommendation are given.", None),
  ("Can you add a gold extension to my chain and stamp the hallmark on it yourselves, so I don't have to wait?",
   "We can add the extension, and our workshop can stamp the hallmark on it directly, so there's no need to wait for the assay office.",
   "We can add it, but we never strike a hallmark ourselves; the chain must go to an assay office, usually \u00a318-\u00a330, which we'd confirm before starting.",
   N, JW + "Ring Sizing and Hallmarks", "plain", "Members must never strike a hallmark themselves; added metal must go to an assay office.", None),
  ("Do you sell gift vouchers?",
   "   \n  ",
   "Blank answers are not assessable.",
   I, None, "empty_answer", "The answer contains only whitespace.", None),
  ("What's the best way to clean silver at home?",
   "A soft cloth with a little mild washing-up liquid in warm water works well; dry it thoroughly afterwards.",
   "Home cleaning tips; no rule applies.",
   I, None, "out_of_scope", "Home silver cleaning is not covered by the corpus.", None),
 ]},
 {"id": "bg-19", "a": A_DESK, "ctx": CTX_DESK_PET, "t": "2026-03-16T12:30:00Z", "turns": [
  ("I'm booking my spaniel into Meadowbank Boarding, not PawsRest. His booster was 15 days before his arrival date. Is that enough under the Westmere rules?",
   "Yes \u2014 the Westmere code needs vaccinations to be given at least 14 days before arrival, so 15 days meets it. Bring his vet-signed vaccination card.",
   "Yes; the Code's minimum is 14 days, so 15 days is enough, with a vet-signed card.",
   C, BC + "Vaccination Requirements", "time_window", "For a kennel governed only by the Code, 15 days satisfies the 14-day minimum.", None),
  ("Meadowbank know me well \u2014 they said I can just tell them he's vaccinated rather than bring the card. Is that OK?",
   "Under the code a verbal assurance isn't acceptable, however well they know you, so you'll still need his vet-signed card or certificate.",
   "No; proof must be a vet-signed or stamped card or certificate; verbal assurance is not acceptable.",
   C, BC + "Vaccination Requirements", "negation", "Correctly states verbal assurance is not acceptable.", None),
  ("What if I used PawsRest instead, with the same dates?",
   "PawsRest is stricter: every vaccination must have been given at least 21 days before arrival, and kennel cough is compulsory there, so a booster 15 days before wouldn't be accepted.",
   "PawsRest needs at least 21 days and kennel cough, so 15 days would not be accepted.",
   C, PR + "Vaccinations at PawsRest", "multi_rule", "Applies PawsRest's stricter 21-day and kennel cough rules.", None),
  ("Does PawsRest do daycare while I'm at work?",
   "Yes, PawsRest offers a daytime rate of \u00a318 for dogs, drop-off from 8:00.",
   "No; PawsRest prices are per night only, with no day-care or daytime rate.",
   N, PR + "Prices", "plain", "The policy says there is no half-day, day-care or daytime-only rate.", None),
  ("Which breeds usually cope best with kennels, do you think?",
   "Laid-back breeds like Labradors and Cavaliers often settle quickly, but it really depends on the individual dog.",
   "Breed advice; no rule applies.",
   I, None, "out_of_scope", "Breed temperament is not covered by the corpus.", None),
 ]},
]


def main():
    convs, labels, expected = [], [], []
    for s in SESSIONS:
        turns = []
        weights = {}
        for i, (q, a, gt, lab, clause, kind, rat, w) in enumerate(s["turns"], 1):
            qa = f"{s['id']}-q{i}"
            d = {"qa_id": qa, "query": q, "assistant": a, "ground_truth_assistant": gt}
            if w is not None:
                d["weight"] = w
                weights[qa] = w
            turns.append(d)
            labels.append({"session_id": s["id"], "qa_id": qa, "label": lab, "clause": clause,
                           "kind": kind, "rationale": rat})
        convs.append({"session_id": s["id"], "assistant_id": s["a"], "language": "english",
                      "context": s["ctx"], "started_at": s["t"], "conversation": turns})
    with open(os.path.join(ROOT, "conversations.jsonl"), "w", encoding="utf-8") as f:
        for c in convs:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(os.path.join(ROOT, "labels.jsonl"), "w", encoding="utf-8") as f:
        for l in labels:
            f.write(json.dumps(l, ensure_ascii=False) + "\n")
    # expected sessions
    by_s = {}
    for l in labels:
        by_s.setdefault(l["session_id"], []).append(l)
    for c in convs:
        ls = by_s[c["session_id"]]
        n = len(ls)
        nc = sum(l["label"] == C for l in ls)
        nn = sum(l["label"] == N for l in ls)
        ni = sum(l["label"] == I for l in ls)
        given = {t["qa_id"]: t["weight"] for t in c["conversation"] if "weight" in t}
        mode = "full" if given else "none"
        if mode == "none":
            raw = {l["qa_id"]: 1.0 / n for l in ls}
        else:
            raw = given
        scored = [l for l in ls if l["label"] != I]
        if not scored:
            resolved, score, verdict = {}, None, I
        else:
            tot = sum(raw[l["qa_id"]] for l in scored)
            resolved = {l["qa_id"]: round(raw[l["qa_id"]] / tot, 4) for l in scored}
            score = sum(raw[l["qa_id"]] for l in scored if l["label"] == C) / tot
            score = round(score, 4)
            verdict = C if score >= 0.5 else N
        expected.append({"session_id": c["session_id"], "assistant_id": c["assistant_id"],
                         "n_interactions": n, "n_compliant": nc, "n_non_compliant": nn,
                         "n_irrelevant": ni, "weight_mode": mode, "resolved_weights": resolved,
                         "expected_score": score, "expected_verdict": verdict})
    with open(os.path.join(ROOT, "expected_sessions.jsonl"), "w", encoding="utf-8") as f:
        for e in expected:
            f.write(json.dumps(e, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
