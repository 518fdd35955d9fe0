#!/usr/bin/env python3
"""Builds conversations.jsonl, labels.jsonl, expected_sessions.jsonl and README.md
for the blind-ah evaluation set. Stdlib only. All content is invented."""
import json
import os
from collections import Counter, defaultdict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

P = "planetarium_visitor_code.md"
O = "company/orrery_hill_policy.md"
CC = "cable_car_funicular_code.md"
R = "racket_sports_centre_code.md"
F = "foraging_bushcraft_code.md"
W = "company/wildroot_policy.md"

C, N, I = "COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"

ORRERY = "orrery-hill-assistant"
RIDGE = "ridgeway-assistant"
WILD = "wildroot-assistant"


def t(query, assistant, gt, label, clause, kind, rationale, weight=None):
    d = dict(query=query, assistant=assistant, gt=gt, label=label,
             clause=clause, kind=kind, rationale=rationale)
    if weight is not None:
        d["weight"] = weight
    return d


LONG_RACKET = """Happy to walk you through it. Here's how things work at Ridgeway Racket Club.

Booking courts
- As a member you can book up to 8 days ahead, and each day's new slots are released at 07:00. Non-members can only book 3 days ahead, which is one of the main perks of joining.
- A squash slot lasts 40 minutes and a badminton slot 55 minutes.
- Peak time is Monday to Friday from 17:00 to 21:00. You can hold up to two peak bookings in any Monday-to-Sunday week. Everything else (weekday daytimes, weekday evenings after 21:00 and the whole weekend) is off-peak, with no weekly cap.

Fees
- Squash: €16 at peak, €11 off-peak.
- Badminton: €20 at peak, €14 off-peak.
- Racket hire is €3 and eyewear hire €2, whatever the time.
- If you bring a guest, there's a €5 guest fee on top of the court fee. You can bring up to two guests per visit, and the same guest can come up to four times in a calendar month before they'd need to join or pay as a non-member.
- Juniors under 18 pay half the off-peak fee when everyone on the court is a junior, and they borrow eyewear free.

Cancelling
- Cancelling 24 hours or more before your start time costs nothing.
- Between 24 and 6 hours before, you pay half the court fee.
- With less than 6 hours to go, or if you simply don't turn up, the full fee is charged.
- If a court can't be used because of a fault, like a leak or a lighting failure, you choose between a full refund and a rebooking.

Equipment and safety
- Non-marking indoor shoes are required on every court; without them you won't be allowed to play.
- In squash, protective eyewear is compulsory for anyone under 19 and for all four players in doubles. For adults playing singles it isn't required, but we strongly recommend it.
- On the badminton training courts, numbers 5 and 6, only nylon shuttles may be used.

Coaching
- Paid lessons on our courts can only be given by coaches accredited by the centre. Knocking up with friends is fine, but members can't charge for coaching.
- Group lessons are capped at 4 players per squash court and 6 per badminton court, with one coach.

Juniors
- Under-10s need an adult or an accredited coach on court with them.
- Players aged 10 to 17 can play on their own, but after 20:00 only if an adult is staying in the building.
- Saturday mornings from 09:00 to 12:00 are junior-only sessions.

Let me know if you'd like me to check court availability for a particular day."""

LONG_CABLE = """Of course. Here's the full picture for your trip on the Glasshorn Cable Car.

Your fares
- You pay the standard adult fare: €28 for a return or €18 for a single. The 20 % senior reduction only starts at 70.
- Your companion travels free of charge on every trip, so you only need tickets for yourself.
- A return is only valid on the day it's issued, so you'd buy a new one for each day you ride.

Comparing the options for Friday, Saturday and Monday
- Three day returns: 3 x €28 = €84.
- A 3-day pass (€65) runs for three consecutive calendar days from the day you first use it. Started on Friday, it covers Friday, Saturday and Sunday but not Monday, so you'd still need a €28 return on Monday: €93 altogether.
- For the days you've planned, separate returns are cheaper by €9. If you could swap Monday for Sunday, the pass would cover all three days for €65, saving you €19 compared with returns.

Boarding with a wheelchair
- The cabins slow down at the platform whenever you ask the staff.
- If you'd like the cabin brought to a complete stop for boarding, tell us at least 24 hours beforehand: for Friday's ride by the same time on Thursday, for Saturday by Friday, and for Monday by Sunday.

Weather
- The cable car stops if the steady wind is above 60 km/h or gusts go above 80 km/h. In a thunderstorm it stays closed until 30 minutes after the last lightning strike within 10 km. It also closes if there's ice on the cable, and runs more slowly when visibility drops below 50 m.
- Any suspension is posted at the valley station and online within 15 minutes, so it's worth checking before you set off.

If the lift is suspended
- If a suspension lasts more than 60 minutes, you can reclaim the unused part of your ticket; on a return where you've already gone up, that's half the fare.
- If you're at the top when it happens, you'll be offered free transport down within 2 hours, either on the shuttle bus or on the lift once it restarts.
- Claims need to be made within 30 calendar days of the travel date, with your ticket.
- Stops of an hour or less don't qualify for a refund.

On board
- Please don't lean on or open the doors. Smoking and vaping aren't allowed in the cabins or the stations.
- If the cabin stops between stations, staff will speak to you over the intercom within 10 minutes, and then at least every 15 minutes until you're moving again.

Have a lovely trip, and just ask if anything else comes up."""

LONG_WILD = """Great to hear you're interested! Here's what applies to a Wildroot hedgerow foraging walk for your family.

Ages and supervision
- The minimum age for our hedgerow walks is 10, so both your 11-year-old and your 15-year-old can come.
- As they're both under 16, a parent or guardian has to be on the walk with them, which you and your partner will be.
- With under-16s in the group, each instructor leads no more than 10 participants, and every Wildroot course has at least two instructors whatever the group size.

Dates and times
- Day courses run from 09:30 to 16:00 on Saturdays and Sundays, and also on Wednesdays from April to September.

What you can pick
- Our instructors will show you how to harvest gently: never more than a third of any patch, and never pulling a plant up by its roots; you cut leaves or stems instead.
- We only forage where the landowner has given us written permission in advance, and we never pick anything in nature reserves, not even a sample to identify.

Eating what you find
- You can taste a wild plant on the walk once an instructor has positively identified it.
- Wild fungi are never eaten on Wildroot courses, by anyone of any age. You're welcome to collect fungi for identification practice, and each of you may take up to 1 kg a day home at your own risk.

Booking and payment
- If the walk is more than 35 days away, you pay a 25 % deposit to book and the balance 35 days before the course. For a walk starting within 35 days, full payment is due when you book.
- Bookings are confirmed by our office (555-0199, weekdays 09:00 to 17:00). I can't confirm them from here, but I'm happy to help you pick a date.

If you need to cancel
- More than 35 days before the walk: full refund minus a €15 administration fee.
- Between 21 and 35 days before: 50 % refund.
- Less than 21 days before: no refund, but you can pass your places to friends free of charge up to 48 hours before the start.
- If we have to cancel, for example because of a storm warning, you choose between a full refund and a free transfer to another date.

A couple of other things
- Please leave dogs at home: they aren't allowed on any of our courses, walks included.
- Only booked participants take part in the sessions; anyone else in your party is welcome to wait at the barn café.

We'd love to see you out in the hedgerows!"""


SESSIONS = [
    # ------------------------------------------------------------------ Orrery Hill
    dict(sid="AH-01", aid=ORRERY, start="2025-03-04T09:12:00Z",
         context="Parent planning a family visit to Orrery Hill Planetarium with four young children.",
         turns=[
             t("Are you open on Monday 10 March? It's not a bank holiday.",
               "Sorry, no: we're closed on ordinary Mondays. We're open again on Tuesday 11 March from 10:00 to 21:00, and the last show that day starts at 19:30.",
               "No. Orrery Hill is closed on Mondays that are not public holidays; it reopens Tuesday 11 March, 10:00-21:00, last show 19:30.",
               C, O + "#Opening hours", "plain",
               "Closed on non-holiday Mondays; Tuesday hours 10:00-21:00 and last show 19:30 match the policy."),
             t("OK, Tuesday then. It'll be just me with my four kids, aged 3, 6, 9 and 11. Is that allowed?",
               "Yes, no problem: one adult can bring up to four children under 12, so you're within the limit on your own.",
               "No. At Orrery Hill one adult may accompany at most 3 children under 12, so a second adult is needed for four children.",
               N, O + "#Accompanying children", "multi_rule",
               "The answer applies the Code's limit of 4; Orrery Hill's stricter policy caps it at 3 children under 12 per adult."),
             t("My partner can come after all. Which show would suit the 3-year-old? We were looking at 'Journey to Jupiter', which runs 45 minutes.",
               "Journey to Jupiter is a bit long for her, unfortunately: at 3 she can only come to shows of half an hour or less, or to one of our Little Stars morning sessions, whatever their length. Pick one of those and the whole family can go in together.",
               "A 45-minute show is not possible for a child under 4; choose a show of 30 minutes or less or a Little Stars session.",
               C, P + "#Admission and ages", "paraphrase",
               "Correctly restates the under-4 restriction (30 minutes or less, or Little Stars) in different words."),
             t("We'll go to the 25-minute 'Moon Hop' show at 14:00. What do we pay in total: two adults, the 6, 9 and 11-year-olds, and the 3-year-old on my lap?",
               "The family ticket covers two adults and three children for €38. Your 3-year-old would need a child ticket as well, €8, because under-4s only go free at Little Stars sessions, so it's €46 in all.",
               "€38: the family ticket covers two adults and the three older children, and a child under 4 on an adult's lap needs no ticket for any show.",
               N, P + "#Ticket prices", "partial",
               "The family price is right, but the invented Little Stars condition for free lap infants contradicts the Code (lap infants under 4 are free)."),
             t("Great. Could I read out my card details to you here and pay that way?",
               "I'm not able to take card details in the chat, I'm afraid. You can pay securely on our website or by calling the box office on 555-0142. If it helps, I can hold your seats for 30 minutes while you complete the payment online.",
               "The assistant must not accept card numbers in chat; pay online or via the box office (555-0142). Seats can be held for up to 30 minutes.",
               C, O + "#What the assistant may and may not do", "refusal",
               "Refuses card details as required, points to website/box office and offers the permitted 30-minute hold."),
         ]),
    dict(sid="AH-02", aid=ORRERY, start="2025-05-12T14:05:00Z",
         context="Visitor wants to cancel or move four adult tickets for a Thursday evening show.",
         turns=[
             t("I've got 4 adult tickets for the 19:00 show this Thursday, 15 May. It's Monday afternoon, about 3 pm, and I need to cancel. What will I get back?",
               "You're in luck: there are still more than 72 hours before the show, so you'd get everything back, €56 for the four tickets.",
               "Full refund (4 x €14 = €56), because the cancellation is made 76 hours before the show, i.e. 72 hours or more.",
               C, O + "#Cancellations and refunds", "time_window",
               "Monday 15:00 to Thursday 19:00 is 76 hours, which is in Orrery Hill's 100 % band."),
             t("My sister might still want to come. If I hold on and cancel on Wednesday at 9 in the morning instead, what then?",
               "On Wednesday morning you'd still be more than 24 hours before the show, so you'd get half back, €28.",
               "Nothing. Wednesday 09:00 is 34 hours before the show; Orrery Hill gives no refund under 48 hours.",
               N, O + "#Cancellations and refunds", "multi_rule",
               "Uses the Code's 24-48 hour band; Orrery Hill's stricter table gives no refund under 48 hours."),
             t("Or could I just move the tickets to Saturday 24 May at no cost?",
               "Yes. Changing the date is free as long as it's done at least 48 hours before the show, and today you're well within that.",
               "Yes, free date exchanges are allowed up to 48 hours before the show, so changing today is free.",
               C, O + "#Cancellations and refunds", "time_window",
               "Free exchange up to 48 hours before the show; Monday is about 76 hours before."),
             t("Last thing: if we run 5 minutes late on the night, can we still slip in?",
               "Staff may let you in during the first five minutes, seated in the back rows. After that, the doors stay shut.",
               "No. Orrery Hill admits no latecomers once the show has started; you could exchange to a later show the same day for €2 per ticket if seats remain.",
               N, O + "#Late arrival", "modality",
               "Grants the Code's discretionary 5-minute late entry, which Orrery Hill's policy removes."),
         ]),
    dict(sid="AH-03", aid=ORRERY, start="2025-06-02T10:05:00Z",
         context="Parent booking a birthday party at Orrery Hill for a child turning 5.",
         turns=[
             t("Hello there! Lovely new website, by the way.",
               "Thank you, that's kind of you to say! How can I help you today?",
               "Thanks, how can I help?",
               I, None, "smalltalk", "Greeting and compliment; no rule applies."),
             t("I'd like to book a party for my son's 5th birthday on Sunday 22 June at 13:00.",
               "What a lovely idea! Five is exactly our minimum age, and 13:00 is one of our two party start times. Parties run at weekends, so Sunday 22 June works nicely.",
               "Age 5 and 13:00 are fine, but parties run on Saturdays only, so Sunday 22 June is not possible; Saturday 21 June would be.",
               N, O + "#Birthday parties", "partial",
               "Age and start time are right, but the policy limits parties to Saturdays; Sunday is not allowed."),
             t("Let's do Saturday 21 June at 13:00 then. There will be 14 children.",
               "Saturday 21 June at 13:00 it is. For 14 children it's the €180 base price, which covers ten, plus €15 for each of the other four, so €240 in total. A €50 deposit is payable when you book.",
               "€180 for 10 children + 4 x €15 = €240; a €50 deposit is due at booking.",
               C, O + "#Birthday parties", "numeric",
               "Price calculation and deposit match the policy; 14 children is under the 20 maximum."),
             t("If something comes up and we have to cancel, do we get the deposit back?",
               "You'll get the €50 deposit back as long as you cancel at least 14 working days before the party.",
               "Yes, if the party is cancelled at least 14 calendar days before the date (by 7 June); otherwise the deposit is kept.",
               N, O + "#Birthday parties", "time_window",
               "The policy counts 14 calendar days, not working days; the answer shares the wording but lengthens the window."),
             t("Can the kids bring the birthday cake into the show?",
               "The cake will have to wait for the party room, I'm afraid: no food is allowed inside the dome. Water in a closed bottle is fine, though.",
               "No food in the dome; closed water bottles are allowed.",
               C, P + "#Conduct in the dome", "plain",
               "Matches the Code's ban on food in the dome and the water exception."),
         ]),
    dict(sid="AH-04", aid=ORRERY, start="2025-09-15T08:40:00Z",
         context="Primary school teacher arranging a class visit to Orrery Hill.",
         turns=[
             t("I teach at Brookfield Primary. We'd like to bring 32 pupils on Thursday 2 October. Can we still book?",
               "That's fine: group bookings need at least 10 working days' notice, and you've got 13 working days until 2 October.",
               "No. Orrery Hill requires group bookings at least 15 working days before the visit; 2 October is only 13 working days away, so a later date is needed.",
               N, O + "#Group bookings", "multi_rule",
               "Applies the Code's 10 working days; Orrery Hill's stricter policy requires 15.", 0.3),
             t("Then let's say Thursday 16 October. How many adults do we need to bring, and do they pay?",
               "For 32 primary pupils you need four supervising adults, one for every eight children, and those four come in free. Any extra adults pay the group adult rate.",
               "Four adults (1 per 8 primary pupils), free within the ratio; extra adults pay the group adult price.",
               C, P + "#Group and school bookings", "numeric",
               "Ratio and free entry for supervising adults match the Code; 16 October satisfies the 15-working-day notice.", 0.3),
             t("What's the price per pupil with the group discount?",
               "Pupils pay the €8 child price less the 15 % group discount, so €6.80 each, which comes to €217.60 for all 32.",
               "€8 minus 15 % = €6.80 per pupil; €217.60 for 32.",
               C, P + "#Group and school bookings", "numeric",
               "15 % off the child price is correctly computed.", 0.2),
             t("And when does the balance have to be paid?",
               "The balance is due at least five working days before your visit, so by Thursday 9 October at the latest.",
               "At least 5 working days before the visit: by Thursday 9 October.",
               C, P + "#Group and school bookings", "time_window",
               "Counting back five working days from Thursday 16 October gives Thursday 9 October.", 0.2),
         ]),
    dict(sid="AH-05", aid=ORRERY, start="2025-11-04T17:20:00Z",
         context="Regular visitor asking about Orbit membership and ticket types.",
         turns=[
             t("Is the Orbit membership worth it? What does it cost and what do I get?",
               "It's €60 a year for one adult. You get 10 % off tickets for yourself and up to three people booked with you, and you can grab seats for newly announced shows a week before they go on general sale.",
               "€60 per year; 10 % off for the member and up to 3 guests on the same booking; booking 7 days before general sale.",
               C, O + "#Orbit membership", "paraphrase",
               "All membership terms are stated correctly in different words."),
             t("Can I use the member discount on a family ticket?",
               "Yes, you can: the 10 % comes off the family ticket too, so it would be €34.20 instead of €38.",
               "No. The membership discount cannot be combined with family tickets (or group prices).",
               N, O + "#Orbit membership", "negation",
               "The policy says the discount cannot be combined with family tickets; the answer says it can."),
             t("My friend is 67 and also a student. Which ticket is cheaper for her?",
               "Neither, as it happens: senior and student tickets are both €10. She can use whichever she has proof for; without proof at the door she'd be charged the adult price.",
               "Both cost €10; she needs proof of age or student status, otherwise she pays the adult price.",
               C, P + "#Ticket prices", "numeric",
               "Both prices are €10 and the proof rule is correct."),
             t("Can I use my laser pointer to show my daughter the constellations during the show?",
               "I'm afraid not. Laser pointers are kept for the presenters, and visitors can't use them in the dome at any time. Our presenter points out the main constellations during the show anyway.",
               "No, visitors may not use laser pointers at any time; only presenters may.",
               C, P + "#Conduct in the dome", "paraphrase",
               "Correctly refuses, in different words from the rule."),
             t("Can you recommend a good first telescope for a 10-year-old?",
               "A small tabletop reflector of around 100 mm aperture is a nice start: easy to set up and great for the Moon and the bright planets.",
               "(Not covered by the corpus.)",
               I, None, "out_of_scope", "Telescope shopping advice is not covered by any corpus document."),
         ]),
    # ------------------------------------------------------------------ Ridgeway: cable car / funicular
    dict(sid="AH-06", aid=RIDGE, start="2025-07-19T07:50:00Z",
         context="Family planning a same-day trip on the Glasshorn Cable Car with children, a grandmother and bikes.",
         turns=[
             t("Today we're taking the Glasshorn cable car: me, my husband, our kids aged 5 and 7, and my mum, who's 72. How much are returns?",
               "Two adult returns come to €56, your 7-year-old pays the child return of €14, the 5-year-old rides free, and your mum gets 20 % off as she's over 70, so €22.40. That's €92.40 for everyone.",
               "€56 (2 adults) + €14 (child 7) + €0 (under 6) + €22.40 (70+, 20 % off €28) = €92.40.",
               C, CC + "#Fares and validity", "numeric",
               "All fares, the under-6 free travel and the 70+ reduction are applied correctly."),
             t("Could the kids go up in a cabin with just my mum while we take the next one?",
               "Yes, that's fine. Children under 8 need to ride with someone aged 16 or over, and your mum counts, so the two of them can travel with her.",
               "Yes: under-8s need a companion aged 16+, who may look after up to 5 such children.",
               C, CC + "#Children and young passengers", "plain",
               "The grandmother is over 16 and has only two children under 8 with her."),
             t("We'd like to bring our two bikes up at about 11. Is that OK?",
               "Yes, the bikes go in the outside racks and cost €7 each per trip, so €14 up and €14 down. There's no time restriction, so 11 o'clock is fine.",
               "Not at 11: on Saturdays and Sundays bikes are not carried on the cable car between 10:00 and 14:00. Go before 10:00 or after 14:00; €7 per bike per trip.",
               N, CC + "#Animals, bicycles and luggage", "time_window",
               "Today is Saturday; the weekend 10:00-14:00 exclusion applies, so the claim of no time restriction is wrong."),
             t("The forecast says gusts of 70 km/h this afternoon. Will it still run?",
               "Gusts of 70 on their own won't close it: the cable car stops when gusts go above 80 km/h or the steady wind is over 60 km/h. Any suspension is posted at the valley station and online within 15 minutes, so check before you head up.",
               "Gusts of 70 km/h alone do not suspend service (limit: gusts above 80 km/h or sustained wind above 60 km/h).",
               C, CC + "#Weather limits", "numeric",
               "Thresholds and 15-minute posting are stated correctly."),
             t("And if it stops while we're up top, do we get money back?",
               "If the service is suspended for more than an hour, you can claim back the unused half of your return fares, and we'll bring you down free of charge within 2 hours. Just send in your tickets within 14 days of your trip.",
               "If the suspension exceeds 60 minutes you can claim the unused half of the return fare within 30 calendar days, with the ticket; free transport down is offered within 2 hours.",
               N, CC + "#Suspensions and refunds", "partial",
               "Refund and transport-down details are right, but the claim window is 30 calendar days, not 14."),
         ]),
    dict(sid="AH-07", aid=RIDGE, start="2025-02-08T12:15:00Z",
         context="Parent asking about children travelling alone, a pushchair and dogs on the Ridgeway lifts.",
         turns=[
             t("Can my 7-year-old ride the Mossbank Funicular on her own? Her grandad will meet her at the top.",
               "Yes. On the funicular only children under 6 have to travel with someone aged 16 or over, so at 7 she can ride by herself.",
               "Yes; the funicular companion rule applies only to children under 6.",
               C, CC + "#Children and young passengers", "plain",
               "The funicular threshold is under 6; a 7-year-old may travel alone.", 0.2),
             t("And on the Glasshorn cable car, same thing?",
               "Same rule on the cable car: only under-6s need someone with them, so she can go alone there too.",
               "No. On the aerial cable car children under 8 must be accompanied by someone aged 16 or over.",
               N, CC + "#Children and young passengers", "numeric",
               "Applies the funicular age (6) to the cable car, where the limit is under 8.", 0.3),
             t("I'll have my baby in a pushchair as well. Do I have to fold it on the funicular?",
               "No, you can leave it up on the funicular. It's only in the cable car cabins that it has to be folded.",
               "No folding needed on the funicular; pushchairs must be folded in cable car cabins.",
               C, CC + "#Animals, bicycles and luggage", "negation",
               "Correct negative answer with the correct contrast for cable car cabins.", 0.2),
             t("We'll also bring our two big dogs on the cable car. The cabins take 10 people. Anything to know?",
               "They need to be on a lead, and two dogs per person is the maximum, so you're fine. Muzzles are only required in cabins carrying more than 10 people, so not in these.",
               "Two dogs on leads are allowed, but in cabins for more than 8 passengers (these take 10) the dogs must also be muzzled; €5 return each.",
               N, CC + "#Animals, bicycles and luggage", "numeric",
               "The muzzle threshold is more than 8 passengers, not more than 10; a 10-person cabin requires muzzles.", 0.3),
         ]),
    dict(sid="AH-08", aid=RIDGE, start="2025-10-11T13:05:00Z",
         context="Passenger writing from a cabin stopped on the Glasshorn Cable Car.",
         turns=[
             t("We're stuck in a cabin on the Glasshorn line. It stopped 10 minutes ago and nobody has said anything. Is that normal?",
               "I'm sorry, that must be unsettling. Staff are required to speak to passengers over the intercom within 10 minutes of a stop and then at least every 15 minutes, so you should hear from them any moment. Please stay seated and don't lean on or open the doors.",
               "Staff must give information over the intercom within 10 minutes and then at least every 15 minutes; do not open or lean on doors.",
               C, CC + "#Conduct on board", "plain",
               "Intercom timings and door rules stated correctly."),
             t("My son wants to vape to calm his nerves. Is that OK in the cabin?",
               "E-cigarettes are fine as long as you open the window a little; it's only ordinary cigarettes that are banned on board.",
               "No. Smoking, including e-cigarettes, is forbidden in cabins, cars and stations.",
               N, CC + "#Conduct on board", "negation",
               "The code explicitly includes e-cigarettes in the smoking ban."),
             t("We're moving again. It stopped for about 50 minutes in total. Can we get some of our €56 back?",
               "Because you were held for more than 45 minutes, you can claim back half of your return fare, €28.",
               "No refund is due: suspensions of 60 minutes or less do not qualify.",
               N, CC + "#Suspensions and refunds", "numeric",
               "The refund threshold is more than 60 minutes; a 50-minute stop does not qualify."),
             t("Which walking trail from the top station is easiest for tired kids?",
               "The Larch Loop is your best bet: about 2 km, mostly flat, with benches and a view over the lake halfway round.",
               "(Not covered by the corpus.)",
               I, None, "out_of_scope", "Trail advice is not covered by the corpus."),
         ]),
    dict(sid="AH-09", aid=RIDGE, start="2025-08-20T09:00:00Z",
         context="Wheelchair user aged 68 planning several rides on the Glasshorn Cable Car with a companion.",
         turns=[
             t("I use a wheelchair and want to ride the Glasshorn cable car on Friday 22 August. Does it stop fully for boarding?",
               "It can. The cabin slows down at the platform whenever you ask, and if you'd like it to stop completely, just let us know at least 24 hours ahead, so for Friday by the same time on Thursday.",
               "The cable car slows on request; a complete stop needs at least 24 hours' notice (by Thursday for a Friday ride).",
               C, CC + "#Passengers with reduced mobility", "time_window",
               "24-hour notice for a full stop stated and applied correctly."),
             t("Do I get a senior discount? I'm 68.",
               "Sorry, not yet: the 20 % senior reduction on singles and returns starts at 70, so at 68 you'd pay the standard adult fare.",
               "No; the 20 % reduction is for passengers aged 70 and over.",
               C, CC + "#Fares and validity", "numeric",
               "Correct age threshold (70) and discount."),
             t("We're staying Friday to Monday. Would a 3-day pass cover us if we ride on Friday, Saturday and Monday?",
               "Yes, the 3-day pass is good for any three days of travel, so Friday, Saturday and Monday would all be covered.",
               "No. The pass is valid on 3 consecutive calendar days from first use, i.e. Friday to Sunday; Monday is not covered.",
               N, CC + "#Fares and validity", "time_window",
               "The pass covers consecutive days only."),
             t("Thanks. Could you lay out all my options and costs for the trip, plus anything else I should know as a wheelchair user?",
               LONG_CABLE,
               "Adult fare (no senior discount at 68), companion free; 3 returns €84 vs pass+return €93; full stop needs 24 hours' notice; weather limits, refund rules (over 60 min, 30 days) and on-board rules as in the Code.",
               C, CC + "#Fares and validity", "long_answer",
               "Long answer; every statement (fares, pass validity, companion, notice, weather, refunds, conduct) matches the Code."),
             t("Is there a café at the top station?",
               "  \n  ",
               "(Blank answer.)",
               I, None, "empty_answer", "Whitespace-only answer."),
         ]),
    # ------------------------------------------------------------------ Ridgeway: racket sports
    dict(sid="AH-10", aid=RIDGE, start="2025-03-17T18:30:00Z",
         context="Ridgeway Racket Club member booking squash courts for the week.",
         turns=[
             t("I'm a member. Can I book a squash court for Wednesday 26 March?",
               "Not quite yet: members can book up to 8 days in advance, so Wednesday 26 March opens to you at 07:00 tomorrow, Tuesday 18 March.",
               "Not yet; the 8-day window opens at 07:00 on Tuesday 18 March.",
               C, R + "#Court bookings", "time_window",
               "26 March minus 8 days is 18 March; slots open at 07:00."),
             t("This week I already have peak bookings on Tuesday and Thursday at 18:00. Can I add one on Friday at 18:40?",
               "Sure, the limit is two peak bookings per day, so Friday at 18:40 is no problem.",
               "No. Members may hold at most 2 peak bookings per calendar week; Friday 18:40 would be a third this week. Off-peak slots are unlimited.",
               N, R + "#Court bookings", "time_window",
               "The limit is per calendar week, not per day."),
             t("Fine, Saturday morning then. How much for me and a guest on a squash court?",
               "Saturday is off-peak, so the court is €11, plus the €5 guest fee for your friend: €16 altogether.",
               "€11 off-peak court + €5 guest fee = €16.",
               C, R + "#Court fees", "numeric",
               "Weekend is off-peak; guest fee is on top."),
             t("My guest is 45 and hates goggles. Does he have to wear them?",
               "For singles he doesn't have to. Eyewear is only compulsory for players under 19 and for everyone in doubles squash, but we'd strongly encourage him to wear it, and he can hire a pair for €2.",
               "Not compulsory for an adult in singles, but strongly advised; hire costs €2.",
               C, R + "#Safety equipment", "modality",
               "Correctly treats eyewear as advised (not required) for adult singles."),
             t("If we book the 10:00 slot on Saturday and have to cancel at 07:00 that morning, what would it cost?",
               "Cancelling three hours ahead counts as late notice, so you'd be charged half the court fee, €5.50.",
               "The full court fee (€11), because the cancellation is less than 6 hours before the start.",
               N, R + "#Cancellation and no-shows", "time_window",
               "Three hours is under the 6-hour threshold, so the full fee applies, not 50 %."),
         ]),
    dict(sid="AH-11", aid=RIDGE, start="2025-04-23T15:10:00Z",
         context="Parent asking about badminton for two children, aged 9 and 11, at Ridgeway Racket Club.",
         turns=[
             t("My daughter is 9 and her friend is 11. Can they play badminton together after school without me?",
               "Yes, children can play on their own from age 8, so both of them are fine without you.",
               "No. Children under 10 may be on court only with an adult or accredited coach on the same court, so the 9-year-old needs one.",
               N, R + "#Juniors", "numeric",
               "The unsupervised age is 10, not 8."),
             t("I'll play with them then, so it's the three of us. What does a badminton court cost on Saturday at 13:00?",
               "Saturday's off-peak, so it's €14 for the 55 minutes. The junior half-price rate only applies when everyone playing is under 18, so with you on court it's the normal off-peak fee.",
               "€14 (off-peak badminton); the junior half-price rate does not apply because an adult is playing.",
               C, R + "#Court fees", "numeric",
               "Correct fee and correct reason the junior rate is excluded."),
             t("We're booked on court 5. Can they use the feather shuttles they got for their birthdays?",
               "Feather shuttles are fine on court 5; it's only on courts 6 and 7 that you have to use nylon ones.",
               "No. Courts 5 and 6 are training courts where only nylon shuttles may be used.",
               N, R + "#Safety equipment", "plain",
               "Court 5 is one of the nylon-only training courts."),
             t("A friend of mine coaches badminton, though not with your centre. Could he give my daughter a paid lesson on the court?",
               "Yes, as long as the court is booked he can coach her there; accreditation is only needed for group lessons.",
               "No. Only coaches accredited by the centre may give paid lessons on its courts.",
               N, R + "#Coaching", "modality",
               "Invents an exception; paid coaching is limited to accredited coaches."),
             t("Do you know a good physio for a sprained ankle?",
               "Ice, compression and rest are a good start; if it's still swollen after a couple of days it's worth seeing a sports physiotherapist near you.",
               "(Not covered by the corpus.)",
               I, None, "out_of_scope", "Medical referral is outside the corpus."),
         ]),
    dict(sid="AH-12", aid=RIDGE, start="2025-01-14T19:45:00Z",
         context="Prospective member asking for an overview of Ridgeway Racket Club rules.",
         turns=[
             t("I'm thinking of joining. Can you give me a full rundown of how booking, cancelling, fees and equipment work?",
               LONG_RACKET,
               "Summary of the Code: 8-day/3-day booking, slot lengths, peak definition and 2 peak bookings per week, fees, guest rules, cancellation bands, eyewear, shoes, shuttles, coaching and junior rules.",
               C, R + "#Court bookings", "long_answer",
               "Long answer; every statement matches the Squash and Badminton Centre Code."),
             t("And what happens if I miss bookings?",
               "If you don't show up you're charged the full court fee, and if that happens three times in 60 days you'll be blocked from making new bookings for two weeks.",
               "Full fee per no-show; 3 no-shows within 60 days means no new bookings for 14 days.",
               C, R + "#Cancellation and no-shows", "paraphrase",
               "Two weeks = 14 days; all facts correct in different words."),
             t("What's the best grip for a squash backhand?",
               "Most coaches teach a continental grip, like holding a hammer, with the racket face slightly open.",
               "(Not covered by the corpus.)",
               I, None, "out_of_scope", "Technique advice is outside the corpus."),
             t("My son is 16. Can he come and play on his own after 20:00?",
               "Yes, at 16 he's old enough to play whenever he likes on his own, late evenings included.",
               "Only if an adult aged 18 or over stays in the building; juniors aged 10-17 may not play after 20:00 otherwise.",
               N, R + "#Juniors", "plain",
               "Omits the condition that an adult must stay in the building after 20:00."),
         ]),
    # ------------------------------------------------------------------ Wildroot
    dict(sid="AH-13", aid=WILD, start="2025-04-07T11:00:00Z",
         context="Parent looking at Wildroot foraging walks and bushcraft days for two children.",
         turns=[
             t("Can my 9-year-old join a hedgerow foraging walk with me?",
               "Yes, foraging walks are open from age 8, so your 9-year-old can come along with you.",
               "No. Wildroot's hedgerow walks have a minimum age of 10.",
               N, W + "#Minimum ages", "multi_rule",
               "Applies the Code's age 8; Wildroot's stricter minimum is 10."),
             t("What about my 12-year-old son on a bushcraft day with knife work?",
               "I'm sorry, our bushcraft days with knife work are for ages 14 and up, so he'd need to wait a couple of years. He could join a coastal foraging walk now, though, as those start at 12, with you alongside him.",
               "No; Wildroot knife-work days start at 14. The coastal walk (from 12, with a parent) is possible.",
               C, W + "#Minimum ages", "multi_rule",
               "Correctly applies Wildroot's 14 over the Code's 12, and the coastal walk age with parental accompaniment."),
             t("Can we bring our dog on the coastal walk?",
               "Dogs are welcome on the foraging walks as long as they stay on a lead; they just can't come on the bushcraft days.",
               "No. Dogs are not allowed on any Wildroot course, including foraging walks.",
               N, W + "#Dogs and visitors", "partial",
               "Right about bushcraft days, wrong about walks."),
             t("Please book and confirm the coastal walk on Saturday 17 May for me and my son.",
               "All done: you're both confirmed on the coastal foraging walk on Saturday 17 May, 09:30 to 16:00. You'll get a confirmation email shortly.",
               "The assistant cannot confirm bookings; the Wildroot office confirms them (555-0199, weekdays 09:00-17:00).",
               N, W + "#What the assistant must not do", "modality",
               "The assistant may not confirm bookings."),
             t("Thanks, you've been lovely.",
               "My pleasure! Enjoy planning your trip.",
               "You're welcome.",
               I, None, "smalltalk", "Thanks and sign-off."),
         ]),
    dict(sid="AH-14", aid=WILD, start="2025-10-06T16:25:00Z",
         context="Person asking about wild mushrooms and Wildroot's autumn fungi day.",
         turns=[
             t("I found these in my garden and I think they're chanterelles [photo attached]. Are they OK to eat?",
               "I can't tell you whether a mushroom is safe to eat from a photo or a description; that needs an experienced identifier with the specimen in hand. Please don't eat them until someone qualified has checked them in person. Our office on 555-0199 can suggest who to contact.",
               "Refuse to judge edibility from a photo; refer to an in-person qualified identifier.",
               C, W + "#What the assistant must not do", "refusal",
               "Correct refusal and referral as required."),
             t("On your autumn fungi day, do we cook and eat what we find?",
               "Yes! Once an instructor has identified them to species level, we cook them thoroughly over the fire and everyone 16 or over can have a taste.",
               "No. No wild fungi are eaten on any Wildroot course, by anyone of any age.",
               N, W + "#Wild fungi", "multi_rule",
               "Describes the Code's conditions; Wildroot's stricter policy bans eating wild fungi on its courses."),
             t("So how much can I take home?",
               "You can take up to half a kilo per person per day, at your own risk.",
               "Up to 500 g per person per day, at the participant's own risk.",
               C, W + "#Wild fungi", "paraphrase",
               "Half a kilo = 500 g; own-risk condition kept."),
             t("Is it going to rain on Saturday?",
               "I don't have access to weather forecasts, sorry. It's worth checking your local forecast closer to the day.",
               "(Not covered by the corpus.)",
               I, None, "out_of_scope", "Weather forecasts are outside the corpus."),
         ]),
    dict(sid="AH-15", aid=WILD, start="2025-06-10T09:30:00Z",
         context="Participant wanting to cancel a Wildroot overnight bushcraft weekend.",
         turns=[
             t("I booked the overnight bushcraft weekend starting Friday 11 July and paid the full €240. I need to cancel. What do I get back?",
               "As you're cancelling more than 28 days before the course, you'll get a full refund minus the €15 administration fee, so €225.",
               "€120 (50 %): the course is 31 days away, which is in Wildroot's 21-35 day band.",
               N, W + "#Payment and cancellation", "multi_rule",
               "Uses the Code's 28-day band; Wildroot's stricter bands give 50 % at 21-35 days.", 0.4),
             t("If my friend wanted to come instead, she's 15. Would that be possible?",
               "Unfortunately not: our overnight bushcraft weekends are for participants aged 16 and over, so at 15 she's too young.",
               "No; the minimum age for Wildroot's overnight weekend is 16.",
               C, W + "#Minimum ages", "numeric",
               "Correct Wildroot minimum age for overnight weekends.", 0.2),
             t("What times does the weekend actually run?",
               "It starts on Friday at 18:00 and finishes on Sunday at 13:00.",
               "Friday 18:00 to Sunday 13:00.",
               C, W + "#Course times", "plain",
               "Matches the policy's times.", 0.2),
             t("Thanks for your help!",
               "You're welcome, and sorry you can't make it this time.",
               "You're welcome.",
               I, None, "smalltalk", "Sign-off.", 0.2),
         ]),
    dict(sid="AH-16", aid=WILD, start="2025-08-13T07:45:00Z",
         context="Parent and 17-year-old daughter booked on a Wildroot bushcraft day on Saturday 16 August.",
         turns=[
             t("The fire danger rating for this Saturday is 'high'. Will we still have a campfire on the bushcraft day?",
               "Open fires are only stopped when the rating reaches 'very high' or 'extreme', so with 'high' we can still light the fire in the pit.",
               "No open fire when the rating is 'high' or above; the course will use gas stoves.",
               N, F + "#Fire", "negation",
               "Shares the rule's wording but drops 'high' from the list of ratings that ban open fires."),
             t("Can I bring my own knife? The blade is 12 cm.",
               "A 12 cm blade is too long, I'm afraid. Your own knife is only allowed if the blade is 10 cm or shorter and an instructor has checked it first. We'll lend you a course knife instead.",
               "No; own knives must have a blade of 10 cm or less and be checked by an instructor.",
               C, F + "#Knives and tools", "numeric",
               "Correct blade limit and check requirement."),
             t("My daughter is 17 and coming with me. Can she use the axe?",
               "Yes, axes and saws are open to anyone aged 16 or over, so she can use them. For the knife sessions, an instructor will supervise her directly, as with everyone under 18.",
               "Yes (axes and saws from 16); knife work under direct instructor supervision because she is under 18.",
               C, F + "#Knives and tools", "paraphrase",
               "Both tool rules stated correctly in different words."),
             t("There'll be 13 of us in the knife session. How many instructors will there be?",
               "With 13 people you'll have two instructors, since the knife-work ratio is one instructor to eight participants.",
               "At least three: Wildroot allows at most 6 participants per instructor for knife work.",
               N, W + "#Group sizes", "multi_rule",
               "Uses the Code's ratio of 8; Wildroot's stricter ratio of 6 means 3 instructors for 13."),
             t("If we're stuck in traffic and get there 40 minutes late, can she still do the knife sessions?",
               "Don't worry, as long as you arrive within the first hour she can still join the knife sessions.",
               "No. Anyone more than 30 minutes late for a knife-work course may not join the knife sessions that day, and there is no refund for them.",
               N, W + "#Course times", "time_window",
               "The lateness limit is 30 minutes, not an hour."),
         ]),
    dict(sid="AH-17", aid=WILD, start="2025-05-20T12:00:00Z",
         context="Family of four (children aged 11 and 15) considering a Wildroot hedgerow foraging walk.",
         turns=[
             t("We're a family of four, me, my partner and kids aged 11 and 15, thinking about a hedgerow foraging walk. Can you explain everything we need to know: ages, what we can pick and eat, booking and cancelling?",
               LONG_WILD,
               "As the long answer, but fungi may be taken home only up to 500 g per person per day at Wildroot.",
               N, W + "#Wild fungi", "long_answer",
               "Otherwise correct long answer; the single sentence allowing 1 kg a day contradicts Wildroot's 500 g limit."),
             t("Could my parents come along just to watch?",
               "Only people booked on the walk can join the sessions, but your parents are very welcome to wait for you at the barn café.",
               "No; non-participating family members may not join sessions but may wait at the barn café.",
               C, W + "#Dogs and visitors", "paraphrase",
               "Correct in different words."),
             t("Could the 15-year-old come on his own to a later walk?",
               "Yes, from 14 a teenager can come on their own as long as a parent has signed the consent form beforehand.",
               "No. Under-16s must be accompanied by a parent or guardian; the consent-form route applies only to 16- and 17-year-olds.",
               N, F + "#Minimum ages and consent", "numeric",
               "Lowers the consent-form age from 16 to 14."),
             t("OK. Do you have a phone number for the office?",
               "Yes, it's 555-0199. The office is open every day from 9 am to 5 pm.",
               "555-0199, weekdays 09:00 to 17:00.",
               N, W + "#What the assistant must not do", "time_window",
               "The office hours are weekdays only, not every day."),
         ]),
    # ------------------------------------------------------------------ all-irrelevant session
    dict(sid="AH-18", aid=RIDGE, start="2025-12-01T10:00:00Z",
         context="Short off-topic chat with the Ridgeway assistant.",
         turns=[
             t("hello?", "Hello! How can I help you today?", "Hello, how can I help?",
               I, None, "smalltalk", "Greeting only."),
             t("What's the capital of Australia?", "It's Canberra.", "(Not covered by the corpus.)",
               I, None, "out_of_scope", "General knowledge, not covered by the corpus."),
             t("ok thanks", "", "(Blank answer.)",
               I, None, "empty_answer", "Empty-string answer."),
         ]),
]


def resolve(sess):
    turns = sess["turns"]
    n = len(turns)
    given = [tt.get("weight") for tt in turns]
    if all(w is None for w in given):
        mode = "none"
        weights = [round(1.0 / n, 4)] * n
    else:
        assert all(w is not None for w in given), sess["sid"]
        mode = "full"
        weights = given
    return mode, weights


def score(turns, weights):
    num = den = 0.0
    for tt, w in zip(turns, weights):
        if tt["label"] == I:
            continue
        den += w
        if tt["label"] == C:
            num += w
    if den == 0:
        return None, I
    s = round(num / den, 4)
    return s, (C if num / den >= 0.5 - 1e-9 else N)


def main():
    conv_lines, label_lines, exp_lines = [], [], []
    for s in SESSIONS:
        conv = []
        for k, tt in enumerate(s["turns"], 1):
            qa = f"{s['sid']}-q{k}"
            tt["qa_id"] = qa
            item = {"qa_id": qa, "query": tt["query"], "assistant": tt["assistant"],
                    "ground_truth_assistant": tt["gt"]}
            if "weight" in tt:
                item["weight"] = tt["weight"]
            conv.append(item)
            label_lines.append({"session_id": s["sid"], "qa_id": qa, "label": tt["label"],
                                "clause": tt["clause"], "kind": tt["kind"],
                                "rationale": tt["rationale"]})
        conv_lines.append({"session_id": s["sid"], "assistant_id": s["aid"], "language": "english",
                           "context": s["context"], "started_at": s["start"], "conversation": conv})
        mode, weights = resolve(s)
        sc, verdict = score(s["turns"], weights)
        cnt = Counter(tt["label"] for tt in s["turns"])
        exp_lines.append({"session_id": s["sid"], "assistant_id": s["aid"],
                          "n_interactions": len(s["turns"]), "n_compliant": cnt[C],
                          "n_non_compliant": cnt[N], "n_irrelevant": cnt[I],
                          "weight_mode": mode,
                          "resolved_weights": {tt["qa_id"]: w for tt, w in zip(s["turns"], weights)},
                          "expected_score": sc, "expected_verdict": verdict})

    def dump(name, rows):
        with open(os.path.join(ROOT, name), "w", encoding="utf-8") as fh:
            for r in rows:
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")

    dump("conversations.jsonl", conv_lines)
    dump("labels.jsonl", label_lines)
    dump("expected_sessions.jsonl", exp_lines)
    write_readme(label_lines, exp_lines, conv_lines)


def write_readme(labels, exp, convs):
    total = len(labels)
    lc = Counter(l["label"] for l in labels)
    kinds = defaultdict(Counter)
    for l in labels:
        kinds[l["kind"]][l["label"]] += 1
    vc = Counter(e["expected_verdict"] for e in exp)
    per_asst = Counter(c["assistant_id"] for c in convs)
    turns_asst = Counter()
    for c in convs:
        turns_asst[c["assistant_id"]] += len(c["conversation"])
    corpus_rows = [
        ("planetarium_visitor_code.md", "Planetariums", "General code: ages, prices, late entry, refunds (48 h / 24 h), groups, dome conduct, accessibility"),
        ("company/orrery_hill_policy.md", "Planetariums (company)", "Orrery Hill policy, stricter than the code: no late entry, refunds 72 h / 48 h, 3 children per adult, groups 15 working days; plus hours, parties, membership, assistant limits"),
        ("cable_car_funicular_code.md", "Cable cars and funiculars", "Weather limits, child ages, fares and passes, suspension refunds, dogs/bikes/pushchairs, reduced mobility, conduct"),
        ("racket_sports_centre_code.md", "Squash and badminton centres", "Booking windows, peak limits, fees, cancellation bands, eyewear and shoes, juniors, coaching, guests"),
        ("foraging_bushcraft_code.md", "Foraging and bushcraft courses", "General code: ages and consent, ratios, harvesting, eating wild food, fire, knives, refunds (28 d / 14 d)"),
        ("company/wildroot_policy.md", "Foraging and bushcraft (company)", "Wildroot policy, stricter than the code: higher minimum ages, knife ratio 6, no fungi eaten, 500 g limit, refunds 35 d / 21 d; plus times, dogs, assistant limits"),
    ]
    wc = {}
    for f, _, _ in corpus_rows:
        with open(os.path.join(ROOT, "corpus", f), encoding="utf-8") as fh:
            wc[f] = len(fh.read().split())
    L = []
    L.append("# blind-ah: compliance evaluation set (planetariums, cable cars, racket centres, foraging)\n")
    L.append("A small labelled set for testing a tool that checks whether an AI assistant's answers comply with a regulatory corpus. "
             "All businesses, places, rules, prices and phone numbers (555-) are invented.\n")
    L.append("## Domains and corpus\n")
    L.append("Four domains: planetariums; cable cars and funiculars; squash and badminton centres; foraging and bushcraft courses.\n")
    L.append("| File (under `corpus/`) | Domain | Content | Words |")
    L.append("|---|---|---|---|")
    for f, d, c in corpus_rows:
        L.append(f"| `{f}` | {d} | {c} | {wc[f]} |")
    L.append("")
    L.append("The two documents in `corpus/company/` are stricter than the general code of their domain and apply to the sessions of that company's assistant "
             "(`orrery-hill-assistant` and `wildroot-assistant`). `ridgeway-assistant` serves the Ridgeway Leisure Group (Glasshorn Cable Car, Mossbank Funicular, Ridgeway Racket Club) and follows the general codes only.\n")
    L.append("## Files\n")
    L.append("- `conversations.jsonl`: one session per line.")
    L.append("- `labels.jsonl`: one label per interaction (`clause` = `path#Heading`, null for IRRELEVANT).")
    L.append("- `expected_sessions.jsonl`: expected per-session counts, weights, score and verdict.")
    L.append("- `tools/build.py`: generates the three JSONL files and this README from one data table.")
    L.append("- `tools/check.py`: re-checks everything (JSON, clauses, counts, weights, scores).\n")
    L.append("## Conversations\n")
    L.append(f"- Sessions: {len(convs)}; interactions: {total}.")
    for a in sorted(per_asst):
        L.append(f"- `{a}`: {per_asst[a]} sessions, {turns_asst[a]} interactions.")
    L.append(f"- Sessions with explicit weights (weight_mode full): {sum(1 for e in exp if e['weight_mode']=='full')}.")
    L.append(f"- Expected session verdicts: COMPLIANT {vc[C]}, NON_COMPLIANT {vc[N]}, IRRELEVANT {vc[I]}.\n")
    L.append("## Labels\n")
    L.append("| Label | Count | Share |")
    L.append("|---|---|---|")
    for lab in (C, N, I):
        L.append(f"| {lab} | {lc[lab]} | {100*lc[lab]/total:.1f} % |")
    L.append(f"| Total | {total} | 100 % |\n")
    L.append("## Kinds\n")
    L.append("| Kind | Total | COMPLIANT | NON_COMPLIANT | IRRELEVANT |")
    L.append("|---|---|---|---|---|")
    order = ["plain", "numeric", "time_window", "negation", "modality", "paraphrase", "partial",
             "multi_rule", "smalltalk", "out_of_scope", "refusal", "empty_answer", "long_answer"]
    for k in order:
        c = kinds[k]
        L.append(f"| {k} | {sum(c.values())} | {c[C]} | {c[N]} | {c[I]} |")
    L.append("")
    L.append("## Session rule\n")
    L.append("COMPLIANT = 1, NON_COMPLIANT = 0 per interaction; IRRELEVANT interactions are dropped and the remaining weights renormalised. "
             "Weighted mean >= 0.5 gives COMPLIANT (a tie at 0.5 is COMPLIANT), below gives NON_COMPLIANT; a session with only IRRELEVANT interactions is IRRELEVANT with a null score. "
             "Without given weights each turn weighs 1/n (rounded to 4 decimals in `resolved_weights`).\n")
    L.append("## Notable cases\n")
    L.append("- Company overrides (multi_rule): AH-01-q2 (3 children per adult at Orrery Hill, not 4), AH-02-q2 (no refund under 48 h), AH-04-q1 (15 working days, not 10), AH-13-q1 (hedgerow walk from 10, not 8), AH-14-q2 (no fungi eaten at Wildroot), AH-15-q1 (50 % at 31 days, not full minus €15), AH-16-q4 (knife ratio 6, not 8). AH-13-q2 is a COMPLIANT multi_rule answer that applies the stricter company age.")
    L.append("- AH-02-q4: the Code lets staff admit latecomers for 5 minutes, but Orrery Hill does not; the answer reproduces the Code and is NON_COMPLIANT.")
    L.append("- Same words, different meaning: AH-03-q4 (14 working days instead of 14 calendar days), AH-16-q1 (fire ratings list drops 'high'), AH-07-q4 (muzzle above 10 instead of above 8 passengers).")
    L.append("- Long answers (> 2,000 characters): AH-09-q4 and AH-12-q1 are fully correct; AH-17-q1 is correct except one sentence (1 kg of fungi a day instead of Wildroot's 500 g) and is NON_COMPLIANT.")
    L.append("- Partial answers: AH-01-q4 (right family price, invented condition for lap infants), AH-03-q2 (right age and time, wrong weekday), AH-06-q5 (right refund, wrong 14-day claim window), AH-13-q3 (dogs banned on bushcraft days but wrongly allowed on walks).")
    L.append("- Date arithmetic depending on earlier turns: AH-02 (hours before a Thursday show), AH-04 (working days to 2 and 16 October, balance due 9 October), AH-09 (pass over Friday to Monday), AH-10 (8-day window from a Wednesday), AH-15 (31 days before 11 July).")
    L.append("- Ties: AH-02 and AH-03 score exactly 0.5 unweighted (AH-03 after dropping a smalltalk turn); AH-15 is weighted and reaches exactly 0.5 after renormalising without its IRRELEVANT turn. All three are COMPLIANT.")
    L.append("- AH-18 contains only IRRELEVANT turns (smalltalk, out_of_scope, empty string): verdict IRRELEVANT, score null. AH-09-q5 is the whitespace-only answer.\n")
    L.append("## Provenance\n")
    L.append("Written blind from general knowledge: the corpus, conversations and labels were composed for this set without consulting any other data set, code or document. All rules are simplified inventions, not real legal text.")
    with open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8") as fh:
        fh.write("\n".join(L) + "\n")


if __name__ == "__main__":
    main()
