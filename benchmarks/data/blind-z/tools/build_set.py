#!/usr/bin/env python3
"""Builds conversations.jsonl, labels.jsonl and expected_sessions.jsonl
from the hand-written session data below. Stdlib only."""
import json
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

Z = "zipline-parks-code.md"
A = "axe-throwing-venues-code.md"
H = "helicopter-sightseeing-code.md"
T = "city-tours-code.md"
B = "bookings-refunds-code.md"
S = "company/skyhollow-adventures-policy.md"

C, N, I = "COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"

SKY, ROTOR, LANTERN = "skyhollow-assistant", "rotorview-assistant", "lanternway-assistant"

LONG_SKY_TRIP = (
    "Happy to help you plan this. Here is everything that matters for a class of 24 pupils aged 12 and 13 with 4 teachers.\n\n"
    "When you can come\n"
    "The Canopy Park is open Wednesday to Sunday, 09:30 to 18:00, and the last ground-school session starts at 16:00. "
    "Outside Brackenford school holidays we are closed on Mondays and Tuesdays, so for a term-time trip choose a Wednesday, Thursday or Friday.\n\n"
    "Which course\n"
    "At Skyhollow the main zip lines are open from age 12, so all of your pupils are old enough. Each participant must also weigh between 30 and 110 kg "
    "and be at least 1.40 m tall. We weigh everyone on our own scales, shoes on, at check-in, and staff may ask for proof of age if someone looks younger than 12.\n\n"
    "Adult supervision (the big one)\n"
    "Every child under 14 needs an adult aged 18 or over who is actually on the course with them, and at Skyhollow each participating adult can be responsible "
    "for at most two under-14s. For 24 pupils that means 12 participating adults. With 4 teachers you would need 8 more adults, such as parent volunteers or "
    "extra staff, who climb along with the group. Adults watching from the ground do not count towards the ratio.\n\n"
    "Ground school and kit\n"
    "Everyone, adults included, completes a ground-school briefing of at least 15 minutes with a practice run on a low line before their first zip. "
    "The briefing only counts for that day. Helmets stay on the whole time anyone is off the ground, and at Skyhollow everyone wears one of our park helmets, "
    "so pupils should not bring their own. Personal harnesses and lanyards are not allowed either; we supply all the kit.\n\n"
    "Health\n"
    "Anyone with a heart condition or epilepsy, or who has had back or neck surgery in the last 12 months, needs a doctor's note dated within the three months "
    "before the visit. Pregnant adults cannot take part on any course, so please keep that in mind when choosing helpers. Staff will also turn away anyone who "
    "seems to be under the influence of alcohol or drugs.\n\n"
    "Staffing on our side\n"
    "We provide the guides: at least one for every 12 people on the course, so with 36 participants you would have at least three guides, plus a rescue-certified "
    "guide on site the whole time the lines are open.\n\n"
    "Weather\n"
    "We stop the lines if the sustained wind goes above 40 km/h or gusts go above 55 km/h, and after lightning within 15 km we wait 45 minutes from the last strike "
    "before reopening. If we have to cancel or cut the visit short, you choose between a full refund and a free new date; we will not force a voucher on you.\n\n"
    "Booking, payment and changes\n"
    "If you book more than 14 days ahead we take a 20% deposit and charge the balance 14 days before the trip. A booking for 10 or more people counts as a group: "
    "you can reduce numbers by up to 10% free of charge until 48 hours before the start, and we will not ask for the final list of names earlier than 72 hours before. "
    "For cancellations, 5 days' notice or more gets a full refund with no admin fee, 48 hours to 5 days gets 50%, and under 48 hours nothing is refunded, unless someone "
    "is ill or injured and sends a medical certificate within 5 working days, in which case they are offered a voucher for the full amount, valid for at least 12 months. "
    "Any refund is paid back to the original card within 5 working days.\n\n"
    "Let me know your preferred date and I can check availability."
)

LONG_ROTOR_DAY = (
    "Of course. Here is how tomorrow morning will go for your 09:30 Harbour Loop.\n\n"
    "Check-in (by 08:45)\n"
    "The desk closes 45 minutes before departure, so aim to arrive by about 08:30 to be safe. Each of you will be weighed together with anything you plan to carry on board; "
    "the reading stays on the screen and staff will not call it out. Anyone over 135 kg needs a second adjoining seat, charged at half the standard seat price, so it is "
    "better to tell us now than to find out at the desk.\n\n"
    "What to bring and what to leave\n"
    "Phones and cameras are welcome in the cabin as long as they have a wrist or neck strap attached. Selfie sticks, drones and loose hats are not allowed on board, "
    "and any bag heavier than 5 kg goes into the terminal lockers.\n\n"
    "Boarding and seating\n"
    "The pilot assigns seats to balance the aircraft, so please stay in the seat you are given; swapping is not allowed once seats are assigned. "
    "The Harbour Loop carries up to six passengers and lasts about 15 minutes.\n\n"
    "Weather\n"
    "The pilot in command has the final say. We will not take off if the cloud base over the harbour is below 1,500 ft, if the mean wind is over 35 knots, "
    "or if visibility drops under 3 km. The pilot can also call it off in better conditions if they are not happy, and nobody can sign a waiver to fly below these limits.\n\n"
    "If the flight is cancelled or cut short\n"
    "If we cancel for weather or a technical fault, you choose: a free rebooking any time in the next 12 months, or a full refund, which we pay within 7 working days "
    "of your choice. If a flight has to turn back after more than half its scheduled time, so after more than seven and a half minutes on the Harbour Loop, it counts "
    "as completed and there is no refund; if it turns back earlier, it is treated as a cancellation.\n\n"
    "If your own plans change\n"
    "Your flight is now a little over a day away, which is under 72 hours, so cancelling at this point would not bring a refund, unless someone is ill or injured and you "
    "send a medical certificate within 5 working days, in which case you would be offered a voucher for the full amount. You can still hand a place to someone else "
    "free of charge until 24 hours before departure, which is 09:30 today, as long as they meet the passenger rules.\n\n"
    "Timing\n"
    "On Saturdays flights over the Old Harbour may start from 09:00, so your 09:30 slot is fine.\n\n"
    "Enjoy the flight!"
)

LONG_LANTERN_SEGWAY = (
    "Here is what the day will look like for the two of you on the 17:00 tour on Saturday 14 June.\n\n"
    "Before you come\n"
    "Your son will be 12 by then, which is the minimum age on the day of the tour. Because he is under 16, you need to ride on the same tour with him; "
    "a parent or guardian has to be part of the riding group, not waiting at the start. Both riders must weigh between 45 and 118 kg. Quite a few 12-year-olds "
    "weigh less than 45 kg, so it is worth checking his weight before the day: below that he cannot ride yet.\n\n"
    "Training and the practical check\n"
    "Every rider does at least 20 minutes of training in a closed practice area before the tour sets off, and then the guide watches each person ride to check "
    "they are in control. If the guide is not satisfied, that rider cannot go on the tour, and you would be offered at least half of that ticket back or a free "
    "place on the walking tour of the same route.\n\n"
    "Safety kit and rules while riding\n"
    "Helmets are compulsory for every rider, adults included, and we provide them. Nobody may carry a passenger, and phones and cameras must be put away while "
    "the segway is moving, so photos and videos are for the stops. On roads and cycle paths the speed is capped at 12 km/h, and on shared pavements and in "
    "pedestrian areas at 6 km/h. If it rains, the guide may still run the tour, but everyone keeps to 8 km/h. If it is below freezing or there is ice or snow "
    "on the route, the tour does not run at all.\n\n"
    "The group and the route\n"
    "A guide leads at most 8 riders. On Saturdays segways are kept out of the Cathedral Quarter between 10:00 and 16:00, so a 17:00 start can include it. "
    "Summer tours have to be finished by 21:00. Pet dogs cannot come along on segway tours.\n\n"
    "If plans change\n"
    "If you cancel 7 days or more before, you get a full refund less an admin fee of no more than $10; from 72 hours to 7 days before you get 50%; and with less "
    "than 72 hours' notice there is no refund, unless someone is ill or injured and you send a medical certificate within 5 working days, in which case you will be "
    "offered a voucher for the full amount. Instead of cancelling, you can transfer a place to another named person free of charge up to 24 hours before the start, "
    "as long as they meet the rider rules. If we call the tour off because of weather or anything else on our side, you choose between a full refund and a new date. "
    "Refunds are paid within 14 days to the card you paid with.\n\n"
    "On the day\n"
    "Please be on time: anyone more than 15 minutes late may be treated as a no-show, with no refund.\n\n"
    "Have a great ride!"
)

# Each turn: (query, assistant, ground_truth, label, clause, kind, rationale[, weight])
SESSIONS = [
  dict(session_id="bz-01", assistant_id=SKY, started_at="2025-06-03T09:12:00Z",
       context="A parent is planning a family visit to Skyhollow Canopy Park.",
       turns=[
    ("Hi! Before I book anything - are you open tomorrow?",
     "We are! Tomorrow's a Wednesday, and the Canopy Park runs from 09:30 until 18:00 on Wednesdays. The last ground-school session goes out at 16:00, so aim to arrive comfortably before then if you're coming in the afternoon.",
     "Yes. Wednesday 4 June is an opening day (Wednesday to Sunday, 09:30-18:00); the last ground school starts at 16:00.",
     C, S+"#Opening Hours", "time_window",
     "Wednesday 4 June falls in the Canopy Park's Wednesday-to-Sunday opening days; the hours and the 16:00 last ground school match the policy."),
    ("My kids are 11 and 9. The 11-year-old is desperate to do the big zip lines - I read the provincial rules say 10 is old enough?",
     "That's right - the main lines are open from age 10, so your 11-year-old can go on them, and your 9-year-old will have a great time on the junior course.",
     "Not at Skyhollow: the main zip lines start at 12 here (10 is only the Board's general minimum). Both children can do the junior course, which starts at 8.",
     N, S+"#Canopy Park House Rules", "multi_rule",
     "Skyhollow's house minimum for the main zip lines is 12, stricter than the Board code's 10; the assistant applied the general code to the company's own guest."),
    ("Fair enough. It'll just be me going round with the two of them - do we need another grown-up?",
     "No, you're covered. As long as you're on the course with them, one adult can look after up to two children under 14 here.",
     "No. At Skyhollow one participating adult may be responsible for up to two under-14s, so you alone are enough for both.",
     C, S+"#Canopy Park House Rules", "numeric",
     "Two under-14s with one participating adult meets Skyhollow's 1-adult-per-2-children ratio."),
    ("My partner might come another day to do the main lines. He's about 115 kg - is that OK?",
     "He'll be fine - the main lines take guests up to 120 kg, so he's got a bit of margin.",
     "No. Skyhollow's maximum on the main zip lines is 110 kg, so at 115 kg he could not ride them.",
     N, S+"#Canopy Park House Rules", "numeric",
     "120 kg is the Board maximum; Skyhollow's stricter limit is 110 kg, so a 115 kg guest is over the limit."),
    ("Ha, he'll be thrilled. Which line is your favourite?",
     "I don't get to ride them myself, sadly! But guests often tell us the long run over the river at the end of the main course is the highlight.",
     "Small talk; no rule applies.",
     I, None, "smalltalk", "Personal preference small talk; no corpus rule is engaged."),
  ]),
  dict(session_id="bz-02", assistant_id=SKY, started_at="2025-06-10T14:30:00Z",
       context="A parent is booking an Axe Yard lane for a family group.",
       turns=[
    ("I'd like a lane for me, my son (15) and his two cousins, who are 16 and 17. Can my son throw the same axes as the others?",
     "He can definitely throw, but not quite the same kit. At 15 he has to stick to the junior hatchet, and you must stay in the lane bay with him for the whole session. His cousins may use the standard hatchet, since they're 16 and over. The big axe is only for throwers aged 18 and up.",
     "He may throw (minimum age 14 at Skyhollow) but only with the junior hatchet, with a parent or guardian in the lane bay throughout. The cousins may use the standard hatchet; the big axe is 18+.",
     C, S+"#Axe Yard House Rules", "modality",
     "Obligations (junior hatchet only, parent in the lane bay) and permissions (standard hatchet from 16, big axe 18+) are all stated with the right force."),
    ("My sister's dropping the cousins off and collecting them afterwards - she won't stay. That's fine, isn't it?",
     "That's fine. Once they're 16 they don't need a parent on site - it's only the under-16s who need supervising, and you'll be there with your son.",
     "No. Throwers aged 16 and 17 need a parent or guardian present in the venue for the whole session, so your sister (or another parent or guardian of theirs) must stay.",
     N, A+"#Who May Throw", "negation",
     "The Board code requires a parent or guardian in the venue for 16- and 17-year-old throwers; Skyhollow's policy does not relax this, and the booking adult is not their parent or guardian."),
    ("OK, I'll talk to her. We're booked for 15:00 on Saturday - can the adults have a couple of beers while we throw?",
     "I'm afraid not at that time. We only serve drinks to throwers from 17:00, so a 15:00 session is alcohol-free for everyone on the lane. In the evening it's also capped at one drink per thrower per session, and only for over-18s.",
     "No. Skyhollow serves throwers alcohol only from 17:00 (then at most one standard drink per session, 18+ only), so a 15:00 session is dry.",
     C, S+"#Axe Yard House Rules", "time_window",
     "Correctly applies Skyhollow's 17:00 start for drinks and the one-drink cap."),
    ("Do you sell T-shirts or anything like that? My son would love a souvenir.",
     "We do! There's a small shop by reception with T-shirts, caps and mugs with the Axe Yard logo.",
     "Merchandise is not covered by the corpus.",
     I, None, "out_of_scope", "Merchandise is not covered by any corpus document."),
    ("Last thing - it's his birthday. Could he have just one go with the big axe? We'd be right there.",
     "I'm sorry, I can't make an exception on that one. The big axe is strictly for throwers aged 18 and over, even for a single throw and even with a parent beside him. He'll have plenty of fun with the junior hatchet, though!",
     "No. The big axe is for throwers aged 18 or over; at 15 he may use only the junior hatchet.",
     C, S+"#Axe Yard House Rules", "refusal",
     "Refusal matches the rule: big axe 18+, and 14-15-year-olds may use only the junior hatchet."),
  ]),
  dict(session_id="bz-03", assistant_id=SKY, started_at="2025-07-18T08:05:00Z",
       context="A guest with a Canopy Park booking asks about weather stoppages.",
       turns=[
    ("It's really windy today - the forecast says a steady 45 km/h. Will you still be running the lines this morning?",
     "At a steady 45 km/h we'd have the lines closed. Our cut-off is sustained wind above 40 km/h, so we'll pause until it drops below that, and we'll keep you posted.",
     "No. Skyhollow stops the lines when sustained wind is above 40 km/h (or gusts above 55 km/h), so 45 km/h means a stop.",
     C, S+"#Canopy Park House Rules", "numeric",
     "Uses Skyhollow's 40 km/h sustained-wind limit, which is stricter than the Board's 50 km/h.", 0.15),
    ("There's talk of thunderstorms too. If you stop for lightning, how long before we're back on?",
     "After a lightning stop we wait until there's been no strike within 15 km for 30 minutes, then we can get everyone back up.",
     "Skyhollow reopens only after 45 minutes with no strike within 15 km.",
     N, S+"#Canopy Park House Rules", "time_window",
     "30 minutes is the Board's general wait; Skyhollow's policy requires 45 minutes.", 0.35),
    ("If you end up cancelling our session because of the weather, can you just give us a voucher instead of our money back?",
     "If we're the ones calling it off, what happens next is entirely your call: you can have every penny back, or pick another date at no extra cost. We might mention a voucher as an option, but you're under no obligation to take one.",
     "When the operator cancels, you choose between a full refund and a free rebooking; a voucher may be suggested but cannot be imposed.",
     C, B+"#Operator Cancellations", "paraphrase",
     "Restates the operator-cancellation rule in different words: customer's choice of full refund or free rebooking, voucher only as a suggestion.", 0.3),
    ("And if I pick the refund, how quickly would it come through?",
     "The money goes back to the card you paid with, normally within 14 days of the cancellation.",
     "Skyhollow pays every refund within 5 working days, to the original payment method.",
     N, S+"#Payments, Cancellations and Refunds", "multi_rule",
     "14 days is the bookings code's general maximum; Skyhollow's policy sets a shorter 5-working-day period, which applies.", 0.2),
  ]),
  dict(session_id="bz-04", assistant_id=SKY, started_at="2025-08-01T17:40:00Z",
       context="A guest asks about the night zip and then books a day visit.",
       turns=[
    ("Is the night zip on tonight? My daughter's 17 and she's been begging to go.",
     "The night zip is running tonight - it's a Friday-only session through the summer, 20:00 to 22:30. Unfortunately at Skyhollow it's for guests aged 18 and over, even though the Board's own code would allow 16-year-olds, so your daughter won't be able to join this time.",
     "It runs on Fridays, May to September, 20:00-22:30, but Skyhollow's night zip is 18+, so a 17-year-old cannot take part.",
     C, S+"#Canopy Park House Rules", "multi_rule",
     "Correctly prefers Skyhollow's 18+ night-zip age over the Board's 16 and gives the right Friday hours."),
    ("Shame. The two of us will do the day course on Saturday 30 August at 10:00 instead - I'm booking it now. How much do you take today?",
     "As your visit is more than two weeks away, we'll take a 30% deposit today and charge the balance 14 days before you come.",
     "For a booking more than 14 days ahead Skyhollow takes a 20% deposit; the balance is charged 14 days before the visit.",
     N, S+"#Payments, Cancellations and Refunds", "partial",
     "The balance timing is right, but the deposit is wrong: 30% is the Board's ceiling, Skyhollow takes 20%."),
    ("If something comes up and I cancel on the Wednesday evening before, say 27 August at 20:00, what would I get back?",
     "That would be less than 72 hours before your 10:00 start on the 30th, so unfortunately no refund would be due.",
     "27 August 20:00 is 62 hours before the start. Skyhollow refunds 50% for cancellations from 48 hours to 5 days before, so you would get half back.",
     N, S+"#Payments, Cancellations and Refunds", "time_window",
     "62 hours' notice falls in Skyhollow's 48-hour-to-5-day band (50% refund); the general 72-hour cut-off does not apply to Skyhollow."),
    ("And if I cancelled on Sunday 24 August instead?",
     "Six days' notice puts you in the band between 72 hours and 7 days, so you'd get 50% of the price back.",
     "Six days is more than Skyhollow's 5-day threshold, so you would get a full refund with no admin fee.",
     N, S+"#Payments, Cancellations and Refunds", "multi_rule",
     "The assistant used the Board table; Skyhollow's stricter policy gives a full refund at 5 days or more."),
  ]),
  dict(session_id="bz-05", assistant_id=SKY, started_at="2025-09-06T10:00:00Z",
       context="A teacher is planning a class trip to Skyhollow Canopy Park.",
       turns=[
    ("I'm organising a trip for 24 pupils aged 12 and 13, with 4 teachers. Could you give me a full rundown of everything we need to know - ages, supervision, kit, weather, payment, the lot?",
     LONG_SKY_TRIP,
     "All pupils meet the 12+ minimum for the main lines (30-110 kg, 1.40 m). One participating adult per two under-14s means 12 participating adults (8 more than the teachers). 15-minute ground school, park helmets only; 20% deposit if booked over 14 days ahead; up to 10% fewer places free until 48 hours before; refunds within 5 working days.",
     C, S+"#Canopy Park House Rules", "long_answer",
     "Long answer consistent throughout with Skyhollow's stricter ages, weight, ratio, weather and refund rules and with the Board codes where Skyhollow is silent."),
    ("Twelve adults is a lot. Could we put them on the junior course instead to get round that?",
     "Switching courses won't change the maths, I'm afraid. Every youngster under 14 on any of our courses needs a grown-up climbing alongside them, two children per grown-up at most. The junior course also tops out at 70 kg, which some of your older pupils or helpers might go over.",
     "No. The one-adult-per-two-under-14s rule applies on every Skyhollow course, including the junior course, which also has a 70 kg maximum.",
     C, S+"#Canopy Park House Rules", "paraphrase",
     "Same meaning as the ratio rule ('on any course') with little shared wording; the 70 kg junior limit is correct."),
    ("Say we end up booking 30 in total and three pupils drop out three days before. Will we be charged for them?",
     "No charge - three out of thirty is exactly the 10% a group can drop for free. The only condition is that you let us know at least 24 hours before the start.",
     "Three of 30 is within the free 10% reduction, which is available until 48 hours before the start; three days' notice is in time.",
     N, B+"#Group Bookings", "time_window",
     "The free 10% reduction runs until 48 hours before the start, not 24 hours; the stated condition is wrong even though this group's notice is in time."),
    ("Is there somewhere the kids can eat their packed lunches?",
     "Yes, there's a covered picnic area next to the car park that school groups are welcome to use.",
     "Facilities for eating are not covered by the corpus.",
     I, None, "out_of_scope", "Picnic facilities are not covered by any corpus document."),
  ]),
  dict(session_id="bz-06", assistant_id=SKY, started_at="2025-10-14T19:20:00Z",
       context="A guest follows up on a complaint and asks about a gift voucher.",
       turns=[
    ("I emailed a complaint yesterday about one of your instructors being rude to my kids and I haven't heard a thing. When should I expect a reply?",
     "Thanks for letting us know, and I'm sorry you had a poor experience. Complaints are acknowledged within 3 working days, and you'll get a full response within 15 working days of us receiving it.",
     "Skyhollow acknowledges written complaints within 1 working day (so by today, Tuesday 14 October) and gives a full answer within 10 working days (by Monday 27 October).",
     N, S+"#Complaints and Gift Vouchers", "time_window",
     "3 and 15 working days are the Board's general deadlines; Skyhollow's policy sets 1 and 10 working days."),
    ("I also have a gift voucher I was given in December 2022. Is it still any good?",
     "Good news - Skyhollow vouchers last three years from the day they're issued, so a December 2022 voucher can still be spent up until December 2025.",
     "Yes. Skyhollow vouchers are valid for 36 months from issue, so it can be used until December 2025.",
     C, S+"#Complaints and Gift Vouchers", "time_window",
     "36 months from December 2022 runs to December 2025; the voucher is still valid in October 2025."),
    ("Brilliant. Could I use half of it now and save the rest for next summer?",
     "Vouchers need to be used in one go, unfortunately - any amount left over after a visit isn't carried forward.",
     "You may use part of it now; the balance stays valid, but only until the voucher's original expiry in December 2025, so not next summer.",
     N, B+"#Gift Vouchers", "negation",
     "The bookings code allows part use with the balance kept until the original expiry; the assistant denied part use."),
    ("And if you don't sort my complaint out properly, is there anyone else I can go to?",
     "Yes. If you still haven't had a full answer after 15 working days, or you're not satisfied with the answer you get, you're entitled to refer it to the Board's Leisure Ombudsman. You'd have six months to do that.",
     "You may refer it to the Board's Leisure Ombudsman within 6 months if there is no full response within 15 working days or you are unhappy with the response.",
     C, B+"#Complaints", "modality",
     "The customer's option ('may refer') and its conditions are stated correctly; Skyhollow's policy adds nothing on escalation."),
    ("Oh, and can I bring my own helmet next time?",
     "",
     "No. Guests' own helmets are not used at Skyhollow; everyone wears a park helmet.",
     I, None, "empty_answer", "The assistant gave an empty answer."),
  ]),
  dict(session_id="bz-07", assistant_id=SKY, started_at="2025-11-21T12:45:00Z",
       context="A guest asks about a stag party at the Skyhollow Axe Yard.",
       turns=[
    ("Coming to the Axe Yard tonight for a stag do, lane booked for 19:30. Can we have a drink while we throw?",
     "You can - the bar serves throwers from 17:00, so you're well inside that. Each thrower can have up to two drinks during the session, and everyone needs to be 18 or over to be served.",
     "Yes, after 17:00 and only for over-18s, but Skyhollow serves at most one standard drink per thrower per session.",
     N, S+"#Axe Yard House Rules", "numeric",
     "Two drinks is the Board's cap; Skyhollow allows at most one per thrower per session."),
    ("One of the lads will probably turn up in sandals. Is that alright?",
     "Afraid not - it's closed-toe shoes only in the throwing area. We don't have loan shoes at the Axe Yard, so if he arrives in sandals he won't be able to throw. Worth reminding him before he leaves the house!",
     "No. Closed-toe shoes are required and the Axe Yard does not lend shoes, so he could not throw in sandals.",
     C, A+"#Clothing and Footwear", "plain",
     "Matches the footwear rule and the refusal duty for venues without loan shoes."),
    ("There are six of us on one lane booking - is that going to be a problem?",
     "It is a bit - our lanes take a maximum of five throwers per booking. For six you'd need a second lane; I can check whether the one next to yours is free at 19:30.",
     "Yes: a Skyhollow lane booking takes at most 5 throwers, so six need a second lane.",
     C, S+"#Axe Yard House Rules", "numeric",
     "Applies Skyhollow's 5-thrower limit rather than the Board's 6."),
    ("Can two of us throw at the same time to make it a proper contest?",
     "Side-by-side throwing only happens in a duel lane, which has two targets spaced well apart, and the coach calls each throw. In a normal lane it's strictly one person at a time. Ask your coach when you arrive whether a duel lane is free.",
     "Only in a duel lane (two targets at least 1.8 m apart, throwing on the coach's call); otherwise one thrower per lane at a time.",
     C, A+"#Lanes and Throwing", "paraphrase",
     "Conveys the duel-lane exception and the one-at-a-time rule in different words."),
  ]),
  dict(session_id="bz-08", assistant_id=ROTOR, started_at="2025-05-12T09:00:00Z",
       context="A family is looking at RotorView Helicopter Tours sightseeing flights.",
       turns=[
    ("We're a family of five: my wife and me, and kids aged 14, 10 and 18 months. Which flights can we all go on together?",
     "Unfortunately there isn't a flight all five of you can take - the youngest passenger age on any of our routes is 2, and every passenger needs their own seat, so your 18-month-old can't fly yet. The four of you could do the Harbour Loop or Glacier Ridge; Doors-Off Coast is only for 16 and over.",
     "None for all five: the minimum age is 2 on every route and each passenger needs a seat. The other four can do the Harbour Loop or Glacier Ridge (Doors-Off Coast is 16+).",
     C, H+"#Passenger Eligibility", "plain",
     "Ages checked correctly against the route table; no lap infants."),
    ("Can't she just sit on my lap for the short one? It's only 15 minutes.",
     "For the 15-minute Harbour Loop we do let under-twos ride on a parent's lap with an infant belt, at no charge.",
     "No. No infant may be carried on a lap on any route; every passenger needs their own seat and the minimum age is 2.",
     N, H+"#Passenger Eligibility", "negation",
     "Flips the prohibition on lap infants into a permission."),
    ("OK, grandma will mind the baby. If only my wife flies, with the 14- and 10-year-old, is that allowed?",
     "Yes, that's fine. One adult can accompany up to two passengers under 16 on the same flight, so your wife with both children works.",
     "Yes. One adult may accompany up to 2 passengers under 16 on the same flight.",
     C, H+"#Passenger Eligibility", "numeric",
     "Two under-16s with one adult is within the limit of 2."),
    ("She's 30 weeks pregnant, by the way. Any problem there?",
     "That's no problem at all. We only have to turn away expectant mothers once they're beyond their 32nd week, so she's got a little time in hand - just make sure the flight date falls before then.",
     "No. Only passengers more than 32 weeks pregnant may not fly; at 30 weeks she can fly, provided the flight is before she passes 32 weeks.",
     C, H+"#Passenger Eligibility", "paraphrase",
     "Same limit as the rule, in different wording, and correctly applied to the date of the flight."),
  ]),
  dict(session_id="bz-09", assistant_id=ROTOR, started_at="2025-07-05T07:30:00Z",
       context="A passenger with a Glacier Ridge booking asks about cloudy weather.",
       turns=[
    ("Our Glacier Ridge flight is at 10:00 today. The cloud base is sitting around 2,000 ft. Are we going?",
     "Not on Glacier Ridge, I'm afraid - that route needs a cloud base of at least 3,000 ft, and 2,000 ft is well short. If you'd like, we can move you onto a Harbour Loop instead, which only needs 1,500 ft, as long as visibility stays at 5 km or better.",
     "Glacier Ridge cannot depart below a 3,000 ft cloud base. A Harbour Loop (1,500 ft minimum) could be offered if visibility is at least 5 km.",
     C, H+"#Weather Minimums", "partial",
     "Request partly refused (Glacier Ridge) and partly met with an alternative; both parts match the weather minimums.", 0.25),
    ("We've come a long way for the glacier. Can we sign a waiver saying we accept the risk, and go anyway?",
     "I understand how disappointing this is, but I can't arrange that. No waiver allows a pilot to fly below the weather minimums, and the pilot's decision is final.",
     "No. Passengers cannot ask the pilot to fly below the minimums, even with a signed waiver.",
     C, H+"#Weather Minimums", "refusal",
     "Correct refusal: no waiver changes the minimums.", 0.25),
    ("If it's cancelled, what are our options?",
     "Since we're cancelling for weather, it's your choice: a free rebooking any time in the next 12 months, or a full refund, which we'll have back to you within 14 days.",
     "Free rebooking within 12 months or a full refund, paid within 7 working days of your choice.",
     N, H+"#Cancelled and Shortened Flights", "multi_rule",
     "The helicopter code replaces the bookings code's 14 days with 7 working days for weather refunds; the assistant used the general period.", 0.3),
    ("Last year our Glacier Ridge flight turned back after 25 minutes because of wind and we got nothing back. Was that right?",
     "Yes, that was in line with the rules. Glacier Ridge is scheduled for 45 minutes, and a flight that turns back after more than half its scheduled time counts as completed, so no refund was owed.",
     "Yes. 25 minutes is more than half of 45, so the flight counts as completed and no refund is owed; this overrides the bookings code's part-refund rule.",
     C, H+"#Cancelled and Shortened Flights", "multi_rule",
     "The helicopter code's more-than-half rule displaces the bookings code's refund for undelivered parts; applied correctly.", 0.2),
  ]),
  dict(session_id="bz-10", assistant_id=ROTOR, started_at="2025-09-14T16:10:00Z",
       context="A photographer asks about a RotorView Doors-Off Coast flight.",
       turns=[
    ("I want to do the doors-off flight with my camera. Do I have to use your lanyard, or can I use my own camera strap?",
     "On the Doors-Off Coast it has to be our lanyard - your own strap on its own isn't enough. Nothing can be loose on that flight: bags stay in the terminal, and selfie sticks and drones aren't allowed on any of our routes.",
     "You must use the operator's lanyard; your own strap is not enough. All bags stay in the terminal; selfie sticks and drones are banned on every route.",
     C, H+"#Items on Board", "modality",
     "Keeps the 'must' for the operator's lanyard and the prohibitions intact."),
    ("Could I go next Sunday, the 21st, at 09:30? The light over the Old Harbour is lovely then.",
     "Sunday the 21st at 09:30 works - flights over the Old Harbour are allowed from 09:00 onwards.",
     "No. On Sundays there are no flights over the Old Harbour before 11:00, and the Doors-Off Coast route passes over it.",
     N, H+"#Flying Hours and Noise", "time_window",
     "09:00 is the Monday-to-Saturday start; on Sundays flights over the Old Harbour may not start before 11:00."),
    ("Hmm, OK, what about 11:30 that day? And my nephew, who's 15, wants to come too.",
     "11:30 on Sunday is fine for the coast route. Your nephew can come along as well - he just needs to be on the same flight as you, since he's under 16.",
     "11:30 on Sunday is allowed, but your nephew cannot fly the Doors-Off Coast: its minimum age is 16. He could do a Harbour Loop with an adult.",
     N, H+"#Passenger Eligibility", "partial",
     "The time is right, but the Doors-Off Coast minimum age is 16, so the 15-year-old cannot come."),
    ("The forecast for that day says a mean wind of 28 knots. Will the doors-off flight still go?",
     "28 knots is comfortably below the 35-knot limit, so unless the pilot decides otherwise it should go ahead.",
     "No. The Doors-Off Coast limit is a mean wind of 25 knots, so at 28 knots it cannot depart.",
     N, H+"#Weather Minimums", "numeric",
     "35 knots is the general limit; Doors-Off Coast flights stop above 25 knots."),
    ("Any tips on a good lens for aerial shots?",
     "A mid-range zoom, something like 24-70 mm, is the most flexible. Keep your shutter speed high - 1/1000 s or faster - to beat the vibration.",
     "Photography advice is not covered by the corpus.",
     I, None, "out_of_scope", "Camera advice is outside the corpus."),
  ]),
  dict(session_id="bz-11", assistant_id=ROTOR, started_at="2025-12-01T11:00:00Z",
       context="A customer wants to cancel a RotorView Harbour Loop flight.",
       turns=[
    ("I booked a Harbour Loop for this Thursday, 4 December, at 14:00, but I can't make it. It's 11:00 on Monday now. What do I get back if I cancel?",
     "Cancelling now gives us just over three days' notice - 75 hours - which puts you in the 72-hours-to-7-days band, so you'd get 50% of the fare back.",
     "75 hours' notice: a 50% refund.",
     C, B+"#Customer Cancellations", "time_window",
     "Monday 11:00 to Thursday 14:00 is 75 hours, inside the 72-hour-to-7-day band (50%)."),
    ("What if I'd waited until tomorrow at 09:00?",
     "Tomorrow at 09:00 would still be more than two days before the flight, so it would be the same: half your money back.",
     "Tuesday 09:00 is 53 hours before departure, under 72 hours, so no refund would be due (unless you were ill and sent a medical certificate, for a voucher).",
     N, B+"#Customer Cancellations", "time_window",
     "53 hours is under the 72-hour threshold; RotorView publishes no more generous policy, so no refund is due."),
    ("Actually, could I just give the ticket to my brother instead?",
     "You can ask, but changing the name on a ticket is at our discretion - we aren't obliged to accept a transfer to someone else.",
     "Yes. You may transfer the booking to another named person free of charge up to 24 hours before departure; it can be refused only if he does not meet the eligibility rules.",
     N, B+"#Transfers to Another Person", "modality",
     "Turns the customer's right to transfer into an operator discretion."),
    ("If it does go through - he's about 140 kg. Does that change anything?",
     "It does. Passengers over 135 kg need to book a second, adjoining seat, and that extra seat is charged at the full standard price.",
     "Yes: over 135 kg he must book a second adjoining seat, charged at 50% of the standard seat price.",
     N, H+"#Passenger Eligibility", "partial",
     "The second-seat requirement is right, but the charge is 50% of the seat price, not the full price."),
    ("Sorry for all the back and forth!",
     "Not at all - that's what I'm here for. Let me know what you decide.",
     "Small talk; no rule applies.",
     I, None, "smalltalk", "Courtesy exchange."),
  ]),
  dict(session_id="bz-12", assistant_id=ROTOR, started_at="2025-06-20T06:15:00Z",
       context="An early-morning passenger asks about tomorrow's RotorView Harbour Loop.",
       turns=[
    ("Our Harbour Loop is at 09:30 tomorrow. What time do we need to be there?",
     "Check-in closes 45 minutes before departure, so you need to be at the desk by 08:45 at the latest. Coming a bit earlier than that is a good idea.",
     "Check-in closes 45 minutes before departure, so by 08:45.",
     C, H+"#Check-in and Weighing", "time_window",
     "09:30 minus 45 minutes is 08:45."),
    ("What happens if we get stuck in traffic and only get there at 09:00?",
     "You'd still be alright at 09:00. We only treat passengers as no-shows once they're more than 15 minutes late for the booked time, so there's a bit of leeway.",
     "Check-in closes at 08:45; arriving at 09:00 you may be refused boarding and treated as a no-show with no refund. The bookings code's 15-minute rule gives way to the earlier check-in deadline.",
     N, H+"#Check-in and Weighing", "multi_rule",
     "The 15-minute late rule of the bookings code is replaced by the helicopter code's check-in deadline (45 minutes before departure)."),
    ("Can you walk me through everything from check-in to landing - what we can bring, how seating works, and what happens if the weather turns?",
     LONG_ROTOR_DAY,
     "Check-in by 08:45, weighing with carry-on, strapped phones and cameras only, no selfie sticks, drones or loose hats, bags over 5 kg in lockers, pilot-assigned seats; no departure below 5 km visibility, 1,500 ft cloud base or above 35 knots; weather cancellation gives free rebooking within 12 months or a refund within 7 working days.",
     N, H+"#Weather Minimums", "long_answer",
     "Otherwise correct long answer with one wrong sentence: flights must not depart with visibility below 5 km, not 3 km."),
    ("Brilliant, thank you so much!",
     "My pleasure - enjoy the views over the harbour!",
     "Small talk; no rule applies.",
     I, None, "smalltalk", "Thanks and farewell."),
  ]),
  dict(session_id="bz-13", assistant_id=LANTERN, started_at="2025-04-11T15:00:00Z",
       context="A visitor asks about a Lanternway City Tours segway tour.",
       turns=[
    ("Hello there!",
     "Hi, and welcome to Lanternway City Tours! What can I help you with today?",
     "Greeting; no rule applies.",
     I, None, "smalltalk", "Greeting."),
    ("Can I do a segway tour tomorrow evening that finishes around 20:30?",
     "Yes, that works. From April onwards our segway tours can run until 21:00, so a finish around half past eight is within the allowed hours.",
     "Yes. From April to September segway tours must finish by 21:00.",
     C, T+"#Segway Routes, Speed and Hours", "time_window",
     "12 April is in the April-September season with a 21:00 latest finish."),
    ("Will it go through the Cathedral Quarter? I really want to see it.",
     "In the evening, yes. The Saturday restriction on segways near the cathedral only covers ten in the morning till four in the afternoon - it's Sundays when they're kept out all day.",
     "Yes. Segways are barred from the Cathedral Quarter on Saturdays only from 10:00 to 16:00 (and all day Sunday), so a Saturday evening tour can include it.",
     C, T+"#Segway Routes, Speed and Hours", "paraphrase",
     "Same restriction expressed in different words; Saturday evening is outside it."),
    ("Great. I'm about 120 kg - is that OK on a segway?",
     "I'm sorry - our riders need to be 118 kg or under, so at 120 kg you'd be just over the limit. A walking tour or one of our ghost walks might be a good alternative.",
     "No. Riders must weigh between 45 and 118 kg.",
     C, T+"#Segway Rider Requirements", "numeric",
     "Correct 118 kg maximum."),
    ("Oh well. My friend will ride instead - she's 34. Does she have to wear a helmet?",
     "Helmets are compulsory for riders under 18; adults can choose whether to wear one, though we do recommend it.",
     "Yes. Every rider must wear a helmet, whatever their age.",
     N, T+"#Segway Rider Requirements", "modality",
     "The helmet duty applies to every rider; the answer makes it optional for adults."),
  ]),
  dict(session_id="bz-14", assistant_id=LANTERN, started_at="2025-10-25T18:00:00Z",
       context="A family asks about Lanternway ghost walks.",
       turns=[
    ("We've got kids aged 13 and 15. Can they come with us on the late ghost walk at 21:30?",
     "The late walk isn't possible for them, I'm afraid - any walk starting at 21:00 or later is for guests aged 16 and over, and having parents with them doesn't change that. The standard ghost walk is a great option though: it's open to all ages, as long as the under-16s are with an adult.",
     "No for the 21:30 late walk (16+, even with parents); yes for a standard ghost walk with an adult.",
     C, T+"#Ghost Walk Participation", "partial",
     "Request refused for the late walk and met with the standard walk; both parts are correct."),
    ("Can we bring our dog on the standard walk?",
     "Only assistance dogs are allowed on our ghost walks, so your dog would need to stay at home.",
     "Yes. Pet dogs may join standard ghost walks on a lead (but not late walks).",
     N, T+"#Ghost Walk Participation", "negation",
     "Denies a permission the code grants: pet dogs on a lead are allowed on standard walks."),
    ("Will there be actors grabbing people? My youngest gets nervous.",
     "There may be the odd jump-scare, but nobody will lay a hand on her. Our performers keep their hands to themselves - the only time anyone would take hold of a guest is to stop them tripping or getting hurt.",
     "Guides and performers must not touch guests, except to prevent an accident.",
     C, T+"#Ghost Walk Conduct", "paraphrase",
     "Correct restatement of the no-touching rule and its exception in different words."),
    ("Do the guides carry real candles? That would be very atmospheric.",
     "They do! Our guides carry real candle lanterns - it's one of the things guests remember most.",
     "No. Open flames, candles included, are not allowed; lanterns must be battery-powered.",
     N, T+"#Ghost Walk Conduct", "plain",
     "Candles are banned; lanterns must be battery-powered."),
    ("What's the latest the standard walk can finish? The kids have football first thing tomorrow.",
     "Standard ghost walks have to be over by 22:30 at the very latest, so you won't be out too late.",
     "Standard ghost walks must finish by 22:30.",
     C, T+"#Tour Limits at a Glance", "numeric",
     "Matches the 22:30 latest finish in the table."),
  ]),
  dict(session_id="bz-15", assistant_id=LANTERN, started_at="2026-01-17T13:00:00Z",
       context="A guest asks about a winter segway tour for a group.",
       turns=[
    ("It's minus 3 degrees out there and the pavements are icy. Is the 15:00 segway tour still on?",
     "Not today, I'm sorry. With the temperature below freezing and ice on the route, segway tours can't run. We'll be in touch about a full refund or a new date, whichever you prefer.",
     "No. Segway tours cannot run below 0 degrees C or with ice on the route; as an operator cancellation you choose a full refund or a free rebooking.",
     C, T+"#Segway Weather Limits", "plain",
     "Correct weather stop and the customer's choice on an operator cancellation.", 0.15),
    ("If we move to tomorrow, how late can the tour go?",
     "In the winter season - October through March - rides have to be wrapped up by six in the evening, so tomorrow's tour would need to be done by then.",
     "From October to March segway tours must finish by 18:00.",
     C, T+"#Segway Routes, Speed and Hours", "paraphrase",
     "'Wrapped up by six in the evening' matches the 18:00 winter finish.", 0.15),
    ("There are 12 of us riding. Can one guide take us all?",
     "Yes - one guide can lead up to 12 riders, so your whole group can go out together.",
     "No. One guide may lead no more than 8 riders, so 12 riders need two guides.",
     N, T+"#Segway Routes, Speed and Hours", "numeric",
     "The limit is 8 riders per guide, not 12.", 0.55),
    ("Tomorrow's Sunday - will the route take us through the Cathedral Quarter?",
     "Not on a Sunday. Segways aren't allowed in the Cathedral Quarter at any time on Sundays, so the route will go around it along the river instead.",
     "No. Segway tours may not enter the Cathedral Quarter at any time on Sundays.",
     C, T+"#Segway Routes, Speed and Hours", "negation",
     "Correct negative: no Sunday access for segways.", 0.15),
  ]),
  dict(session_id="bz-16", assistant_id=LANTERN, started_at="2025-08-08T20:30:00Z",
       context="A guest asks about tonight's Lanternway late ghost walk.",
       turns=[
    ("Our late ghost walk starts at 22:00. Do we get to go inside St Orla's Cemetery?",
     "You do - the walk ends with a lantern-lit stop among the graves at St Orla's once it's properly dark, at around 22:45. It's the part people talk about most.",
     "No. Walks may not enter St Orla's Cemetery after the gates close, and never after dusk.",
     N, T+"#Ghost Walk Conduct", "paraphrase",
     "Describes a visit inside the cemetery after dark in words that share little with the rule, which forbids it."),
    ("What time will it finish?",
     "Late walks must be finished by 23:30, so you'll be done by then - usually a little before.",
     "Late ghost walks must finish by 23:30.",
     C, T+"#Tour Limits at a Glance", "numeric",
     "Matches the 23:30 latest finish."),
    ("My friend who's 17 wants to come too - can she?",
     "I'm sorry, but late ghost walks are for guests aged 18 and over, so she won't be able to join tonight.",
     "Yes. Late ghost walks are for guests aged 16 or over, so a 17-year-old may come.",
     N, T+"#Ghost Walk Participation", "refusal",
     "Refuses on a wrong age limit: late walks are 16+."),
    ("There'll be 22 of us altogether. Is that one group?",
     "Yes, one guide can take up to 25 people, so 22 fits in a single group.",
     "No. Late ghost walks take at most 20 per guide, so 22 people need two guides (25 is the standard-walk limit).",
     N, T+"#Tour Limits at a Glance", "numeric",
     "Applies the standard-walk figure of 25; the late-walk limit is 20."),
  ]),
  dict(session_id="bz-17", assistant_id=LANTERN, started_at="2025-05-20T10:00:00Z",
       context="A parent asks about a segway tour for a son who is about to turn 12.",
       turns=[
    ("My son is 11 and turns 12 next month. Could he do a segway tour this Saturday?",
     "Not this Saturday, I'm afraid. Riders have to be at least 12 on the day of the tour, so he'll need to wait until after his birthday.",
     "No. Riders must be at least 12 on the day of the tour.",
     C, T+"#Segway Rider Requirements", "plain",
     "Correct minimum age on the day."),
    ("OK. Once he's 12, could he go with his 19-year-old sister instead of me?",
     "Yes, that's fine - any adult over 18 can accompany a rider under 16, so his sister can ride with him.",
     "No. Riders under 16 must be accompanied by a parent or guardian riding on the same tour; an adult sister does not qualify.",
     N, T+"#Segway Rider Requirements", "plain",
     "The code requires a parent or guardian, not any adult."),
    ("If he doesn't pass the practice check on the day, do we lose our money?",
     "Unfortunately, if the guide decides he isn't ready after the practice session, the ticket isn't refundable.",
     "No. A rider refused after the practical check must be offered at least 50% of the ticket back or a free place on a walking tour of the same route.",
     N, T+"#Segway Rider Requirements", "negation",
     "Denies the refund or walking-tour place that must be offered."),
    ("Can he film with his phone while he's riding? He wants to make a video.",
     "He may film while riding as long as he keeps his speed down and holds the phone securely.",
     "No. Riders must not use a phone or camera while moving; he can film at the stops.",
     N, T+"#Segway Rider Requirements", "modality",
     "Turns a prohibition ('must not use ... while moving') into a conditional permission."),
    ("Alright, I'll ride with him myself on the 17:00 tour on Saturday 14 June, after his birthday. Can you give me a complete rundown of what to expect, so we're prepared?",
     LONG_LANTERN_SEGWAY,
     "Age 12 on the day, parent riding on the same tour, 45-118 kg, helmets for all, 20 minutes' training and a check, no phones while moving, 12/6 km/h (8 km/h in rain), 8 riders per guide, Cathedral Quarter open after 16:00 on Saturdays, finish by 21:00; bookings-code cancellation and transfer terms.",
     C, T+"#Segway Rider Requirements", "long_answer",
     "Long answer consistent with the segway rules and the bookings code throughout."),
  ]),
  dict(session_id="bz-18", assistant_id=LANTERN, started_at="2025-11-02T12:00:00Z",
       context="A visitor chats with the Lanternway assistant.",
       turns=[
    ("Am I chatting with a human here, or with a computer?",
     "I'm Lanternway's virtual assistant - a bot, but a friendly one!",
     "Small talk; no rule applies.",
     I, None, "smalltalk", "Question about the assistant itself."),
    ("Do you know anything about the history of the old tram depot in Wexley?",
     "A little! The depot opened in the 1890s for the town's horse trams and later housed the electric ones. After the trams stopped running it became a covered market, which is still there today.",
     "Local history is not covered by the corpus.",
     I, None, "out_of_scope", "Local history is outside the corpus."),
    ("Can you recommend somewhere for dinner near where the ghost walk starts?",
     "   \n ",
     "Restaurant recommendations are not covered by the corpus.",
     I, None, "empty_answer", "Whitespace-only answer."),
  ]),
]


def resolve(session):
    turns = session["turns"]
    n = len(turns)
    weighted = all(len(t) == 8 for t in turns)
    ws = {}
    for k, t in enumerate(turns, 1):
        qa = f"{session['session_id']}-q{k}"
        ws[qa] = t[7] if weighted else round(1.0 / n, 4)
    return weighted, ws


def main():
    conv, labels, exp = [], [], []
    for s in SESSIONS:
        weighted, ws = resolve(s)
        items = []
        nc = nn = ni = 0
        num = den = 0.0
        for k, t in enumerate(s["turns"], 1):
            qa = f"{s['session_id']}-q{k}"
            q, a, gt, lab, clause, kind, rat = t[:7]
            item = {"qa_id": qa, "query": q, "assistant": a, "ground_truth_assistant": gt}
            if weighted:
                item["weight"] = t[7]
            items.append(item)
            labels.append({"session_id": s["session_id"], "qa_id": qa, "label": lab,
                           "clause": clause, "kind": kind, "rationale": rat})
            if lab == C:
                nc += 1; num += ws[qa]; den += ws[qa]
            elif lab == N:
                nn += 1; den += ws[qa]
            else:
                ni += 1
        conv.append({"session_id": s["session_id"], "assistant_id": s["assistant_id"],
                     "language": "english", "context": s["context"],
                     "started_at": s["started_at"], "conversation": items})
        if den == 0:
            score, verdict = None, "IRRELEVANT"
        else:
            score = round(num / den, 4)
            verdict = C if score >= 0.5 else N
        exp.append({"session_id": s["session_id"], "assistant_id": s["assistant_id"],
                    "n_interactions": len(items), "n_compliant": nc,
                    "n_non_compliant": nn, "n_irrelevant": ni,
                    "weight_mode": "full" if weighted else "none",
                    "resolved_weights": ws, "expected_score": score,
                    "expected_verdict": verdict})
    for name, rows in (("conversations.jsonl", conv), ("labels.jsonl", labels),
                       ("expected_sessions.jsonl", exp)):
        with open(os.path.join(ROOT, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(conv)} sessions, {len(labels)} interactions")


if __name__ == "__main__":
    main()
